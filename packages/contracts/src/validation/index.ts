export * from './uploads';
export * from './query-limits';
