import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface LocalSecrets {
  internalToken: string;
  sessionSecret: string;
}

/** Secrets of a local run, made once and kept under the data directory so sessions survive restarts. */
export function loadLocalSecrets(file: string): LocalSecrets {
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as LocalSecrets;
  const secrets = {
    internalToken: randomBytes(24).toString('hex'),
    sessionSecret: randomBytes(48).toString('hex'),
  };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
