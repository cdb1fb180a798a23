export * from './format';
export * from './mail';
