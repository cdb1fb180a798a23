export * from './dates';
export * from './locale';
export * from './paging';
export * from './query';
export * from './client-header';
export * from './urls';
export * from './bilingual';
export * from './price-text';
