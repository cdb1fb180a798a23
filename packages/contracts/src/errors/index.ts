export * from './catalogue';
export * from './error-body';
