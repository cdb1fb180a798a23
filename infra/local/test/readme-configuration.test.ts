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

/** Every `VARIABLE` named in the first column of a table of the README. */
function documentedVariables(): Set<string> {
  const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
  const names = new Set<string>();
  for (const line of readme.split('\n')) {
    const firstCell = /^\|([^|]*)\|/.exec(line)?.[1] ?? '';
    for (const match of firstCell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) names.add(match[1] ?? '');
  }
  return names;
}

describe('the README configuration table', () => {
  it('names every variable a process reads through its config schema', () => {
    const documented = documentedVariables();
    const missing = Object.entries(schemas).flatMap(([process, schema]) =>
      Object.keys(schema.shape)
        .filter((name) => !documented.has(name))
        .map((name) => `${name} (${process})`),
    );
    expect(missing).toEqual([]);
  });
});
