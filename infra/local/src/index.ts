export * from './deps/free-port';
export * from './deps/mongo';
export * from './deps/redis-server';
export * from './deps/s3';
export * from './deps/smtp-sink';
export * from './system-deps';
export * from './explicit-env';
export * from './first-product';
