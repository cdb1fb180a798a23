import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { gatewayEnvSchema } from '../../../gateway/src/config';
import { catalogEnvSchema } from '../../../services/catalog/src/config';
import { contentEnvSchema } from '../../../services/content/src/config';
import { identityEnvSchema } from '../../../services/identity/src/config';
import { mediaEnvSchema } from '../../../services/media/src/config';
import { notifyEnvSchema } from '../../../services/notify/src/config';
import { REPO_ROOT } from '../src/system';

const schemas: Record<string, z.ZodObject> = {
  gateway: gatewayEnvSchema,
  catalog: catalogEnvSchema,
  content: contentEnvSchema,
  identity: identityEnvSchema,
  media: mediaEnvSchema,
  notify: notifyEnvSchema,
};

/** Every `VARIABLE` named in the first column of a table of the README, as often as it is named. */
function documentedVariables(): string[] {
  const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
  return readme.split('\n').flatMap((line) => {
    const firstCell = /^\|([^|]*)\|/.exec(line)?.[1] ?? '';
    return [...firstCell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1] ?? '');
  });
}

describe('the README configuration table', () => {
  it('names every variable a process reads through its config schema', () => {
    const documented = new Set(documentedVariables());
    const missing = Object.entries(schemas).flatMap(([process, schema]) =>
      Object.keys(schema.shape)
        .filter((name) => !documented.has(name))
        .map((name) => `${name} (${process})`),
    );
    expect(missing).toEqual([]);
  });

  it('names each variable in one row only', () => {
    const named = documentedVariables();
    expect(named.filter((name, index) => named.indexOf(name) !== index)).toEqual([]);
  });
});
