export * from './domain';
export * from './mail';
export * from './subscriptions';
export * from './trace';
