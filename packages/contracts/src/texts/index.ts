export * from './admin';
export * from './audit';
export * from './errors';
export * from './format';
export * from './mail';
export * from './storefront';
export * from './validation';
