export * from './headers';
export * from './identity';
