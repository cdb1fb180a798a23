export * from './domain';
export * from './mail';
export * from './product-import';
export * from './subscriptions';
export * from './trace';
