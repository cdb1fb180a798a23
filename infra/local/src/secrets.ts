import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface LocalSecrets {
  internalToken: string;
  sessionSecret: string;
  secondFactorKey: string;
}

/** Secrets of a local run, made once and kept under the data directory so sessions survive restarts. */
export function loadLocalSecrets(file: string): LocalSecrets {
  const kept = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<LocalSecrets>) : {};
  const secrets: LocalSecrets = {
    internalToken: kept.internalToken ?? randomBytes(24).toString('hex'),
    sessionSecret: kept.sessionSecret ?? randomBytes(48).toString('hex'),
    secondFactorKey: kept.secondFactorKey ?? randomBytes(32).toString('hex'),
  };
  if (Object.keys(kept).length === Object.keys(secrets).length) return secrets;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
