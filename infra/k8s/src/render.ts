import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseAllDocuments } from 'yaml';

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: {
    name: string;
    namespace?: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
  };
  spec?: unknown;
  data?: Record<string, string>;
}

/** The kustomize binary of the `kustomize` package (a registry package shipping the release binaries). */
function kustomizeBinary(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('kustomize/package.json')), 'run.js');
}

/** `kustomize build <folder>`, parsed into objects. */
export function render(folder: string): K8sObject[] {
  const output = execFileSync(process.execPath, [kustomizeBinary(), 'build', folder], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  return parseAllDocuments(output).map((document) => document.toJS() as K8sObject);
}
