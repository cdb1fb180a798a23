export * from './route';
export * from './catalog';
export * from './content';
export * from './headers';
export * from './identity';
export * from './media';
export * from './notify';
export * from './sitemap';
