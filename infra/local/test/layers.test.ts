import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/system';

const eslint = new ESLint({ cwd: REPO_ROOT });

/** The layer rules' messages for `code` as if it were the file at `path` (relative to the repository). */
async function layerErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(REPO_ROOT, path) });
  return (result?.messages ?? [])
    .filter(
      (message) => message.ruleId === 'no-restricted-imports' || message.ruleId === 'no-restricted-syntax',
    )
    .map((message) => message.message);
}

describe('the layers of the tree, kept by the linter', () => {
  it.each([
    ['packages/contracts/src/x.ts', "import Fastify from 'fastify';", 'zod alone'],
    ['packages/contracts/src/x.ts', "import { AppError } from '@hiti/service-kit';", 'zod alone'],
    ['services/content/src/x.ts', "import { buildApp } from '../../catalog/src/app';", 'over HTTP'],
    ['services/content/src/routes/x.ts', "import { x } from '@hiti/gateway';", 'over HTTP'],
    ['services/catalog/src/domain/x.ts', "import mongoose from 'mongoose';", 'pure rules'],
    ['services/catalog/src/domain/x.ts', "import { productModel } from '../models/product';", 'pure rules'],
    [
      'services/catalog/src/domain/x.ts',
      "import { Products } from '../services/products.service';",
      'pure rules',
    ],
    [
      'services/notify/src/routes/x.ts',
      "import { mailOutboxModel } from '../models/mail-outbox';",
      'services/ layer',
    ],
    ['services/notify/src/routes/x.ts', "import { buildApp } from '../../../media/src/app';", 'over HTTP'],
    [
      'services/content/src/services/x.ts',
      "import { x } from '../../../../services/catalog/src/app';",
      'over HTTP',
    ],
    ['gateway/src/routes/x.ts', "import { buildApp } from '../../../services/catalog/src/app';", 'contracts'],
    [
      'gateway/src/services/x.ts',
      "import { productModel } from '../../../services/catalog/src/models/product';",
      'contracts',
    ],
    ['gateway/src/domain/x.ts', "import mongoose from 'mongoose';", 'contracts'],
    ['gateway/src/domain/x.ts', "import type { FastifyInstance } from 'fastify';", 'pure helpers'],
    ['gateway/src/domain/x.ts', "import { staffWrite } from '../services/staff-write';", 'pure helpers'],
    ['web/src/api/x.ts', "import mongoose from 'mongoose';", 'server code'],
    ['web/src/store/x.tsx', "import { Button } from 'antd';", 'admin'],
    ['web/src/store/home/x.tsx', "import { AdminShell } from '../../admin/layout/AdminShell';", 'admin'],
    ['web/src/store/home/x.tsx', "import { aProduct } from '@hiti/contracts/testing';", 'tests only'],
    ['gateway/src/routes/x.ts', "import { aProduct } from '@hiti/contracts/testing';", 'tests only'],
  ])('%s may not: %s', async (path, code, reason) => {
    const errors = await layerErrors(path, `${code}\n`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(reason);
  });

  it.each([
    ['packages/contracts/src/x.ts', "import { z } from 'zod';"],
    ['services/catalog/src/routes/x.ts', "import type { Products } from '../services/products.service';"],
    ['services/catalog/src/services/x.ts', "import { productModel } from '../models/product';"],
    ['services/catalog/src/app.ts', "import { productImportModel } from './models/product-import';"],
    ['services/catalog/src/domain/x.ts', "import { AppError } from '@hiti/service-kit';"],
    ['web/src/admin/x.tsx', "import { Button } from 'antd';"],
    ['gateway/src/routes/x.ts', "import { catalogRoutes } from '@hiti/contracts';"],
    ['gateway/src/routes/x.ts', "import { staffWrite } from '../services/staff-write';"],
    ['gateway/src/domain/x.ts', "import { parseCsv } from './csv';"],
    ['web/src/store/home/x.test.tsx', "import { aProduct } from '@hiti/contracts/testing';"],
  ])('%s may: %s', async (path, code) => {
    expect(await layerErrors(path, `${code}\n`)).toEqual([]);
  });
});
