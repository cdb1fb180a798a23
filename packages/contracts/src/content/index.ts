export * from './keys';
export * from './content-urls';
export * from './default-assets';
export * from './sanitize-policy';
export * from './defaults';
