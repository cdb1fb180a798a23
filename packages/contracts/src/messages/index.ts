export * from './storefront-ui';
