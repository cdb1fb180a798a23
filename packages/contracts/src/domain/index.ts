export * from './promotion';
export * from './localize';
