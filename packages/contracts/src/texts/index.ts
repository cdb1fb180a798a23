export * from './format';
export * from './mail';
export * from './validation';
