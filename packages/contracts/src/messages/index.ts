export * from './ui';
