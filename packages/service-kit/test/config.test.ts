import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, mongoEnvSchema, s3EnvSchema, serviceEnvSchema } from '../src';

const schema = serviceEnvSchema.extend(mongoEnvSchema.shape);

describe('loadConfig', () => {
  it('applies defaults and coerces numbers', () => {
    const config = loadConfig(schema, {
      PORT: '3001',
      INTERNAL_TOKEN: 'a-long-internal-token',
      MONGO_URL: 'mongodb://127.0.0.1:27017',
    });
    expect(config).toMatchObject({ PORT: 3001, HOST: '127.0.0.1', LOG_LEVEL: 'info' });
  });

  it('fails fast naming every missing or malformed variable', () => {
    let caught: unknown;
    try {
      loadConfig(schema, { PORT: 'eighty', MONGO_URL: 'http://wrong' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const error = caught as ConfigError;
    expect(error.variables.sort()).toEqual(['INTERNAL_TOKEN', 'MONGO_URL', 'PORT']);
    expect(error.message).toContain('MONGO_URL: must be a mongodb:// URL');
  });
});

describe('secrets in the configuration', () => {
  const valid = {
    PORT: '3001',
    INTERNAL_TOKEN: 'a-long-internal-token',
    MONGO_URL: 'mongodb://127.0.0.1:27017',
  };

  it.each([
    ['change-me-internal-token-0123456789', 'placeholder'],
    ['replace-with-a-long-random-token', 'placeholder'],
    ['aaaaaaaaaaaaaaaaaaaaaaaa', 'too few different characters'],
    ['short-token', 'at least 16 characters'],
  ])('refuses INTERNAL_TOKEN=%s naming the variable', (token, reason) => {
    expect(() => loadConfig(schema, { ...valid, INTERNAL_TOKEN: token })).toThrow(
      new RegExp(`INTERNAL_TOKEN: [^;]*${reason}`),
    );
  });

  it('refuses the S3 keys of the example files and of MinIO', () => {
    const s3Schema = serviceEnvSchema.extend(s3EnvSchema.shape);
    let caught: unknown;
    try {
      loadConfig(s3Schema, {
        ...valid,
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY: 'minioadmin',
        S3_SECRET_KEY: 'replace-me',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    expect((caught as ConfigError).variables.sort()).toEqual(['S3_ACCESS_KEY', 'S3_SECRET_KEY']);
  });

  it('accepts generated secrets', () => {
    const config = loadConfig(serviceEnvSchema.extend(s3EnvSchema.shape), {
      ...valid,
      INTERNAL_TOKEN: 'f3b9c1d27a4e8b6c0d5f1a2e3b4c5d6e',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY: 'hiti-uploads-4f2a',
      S3_SECRET_KEY: '9c8b7a6d5e4f3a2b1c0d9e8f7a6b5c4d',
    });
    expect(config.S3_ACCESS_KEY).toBe('hiti-uploads-4f2a');
  });
});
