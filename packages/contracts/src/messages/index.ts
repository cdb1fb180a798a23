export * from './storefront-ui';
export * from './ui';
