import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, mongoEnvSchema, serviceEnvSchema } from '../src';

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
