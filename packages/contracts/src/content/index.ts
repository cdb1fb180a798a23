export * from './keys';
export * from './default-assets';
export * from './sanitize-policy';
export * from './defaults';
