export * from './promotion';
