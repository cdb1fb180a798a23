export * from './promotion';
export * from './localize';
export * from './showroom-time';
export * from './hero-slides';
export * from './store-open';
export * from './product-unit-labels';
export * from './product-units';
export * from './specifications';
