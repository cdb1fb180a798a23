export * from './messages';
export * from './uploads';
