export * from './dates';
export * from './locale';
export * from './paging';
export * from './query';
