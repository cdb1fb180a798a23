export * from './admin-user';
export * from './audit';
export * from './auth';
export * from './mail-outbox';
export * from './product-import';
export * from './product-input';
export * from './uploaded-file';
export * from './access';
