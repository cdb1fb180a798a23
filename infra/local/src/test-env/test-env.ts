import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';

/** Connection settings of the dependencies started by the global setup, plus unique names for isolation. */
export function testEnv() {
  const suffix = randomBytes(4).toString('hex');
  return {
    redisUrl: inject('redisUrl'),
    mongoUri: inject('mongoUri'),
    s3: inject('s3'),
    /** A database name no other test file uses. */
    dbName: (base: string) => `${base}_${suffix}`,
    /** A Redis key / queue prefix no other test file uses. */
    prefix: (base: string) => `${base}-${suffix}`,
    /** A bucket name no other test file uses (S3 bucket rules: lower case, digits, dashes). */
    bucket: (base: string) => `${base}-${suffix}`.toLowerCase(),
    internalToken: 'test-internal-token-0123456789',
    /** Identity's SECOND_FACTOR_KEY in tests. */
    secondFactorKey: 'test-second-factor-key-0123456789-abcdef',
  };
}

export type TestEnv = ReturnType<typeof testEnv>;
