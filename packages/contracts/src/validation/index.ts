export * from './uploads';
export * from './query-limits';
export * from './specification-messages';
export * from './product-image-messages';
