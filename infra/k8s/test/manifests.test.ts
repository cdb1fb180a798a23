import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { gatewayEnvSchema } from '../../../gateway/src/config';
import { catalogEnvSchema } from '../../../services/catalog/src/config';
import { contentEnvSchema } from '../../../services/content/src/config';
import { identityEnvSchema } from '../../../services/identity/src/config';
import { mediaEnvSchema } from '../../../services/media/src/config';
import { notifyEnvSchema } from '../../../services/notify/src/config';
import { GATEWAY_HEAP_MB } from '../../local/src/node-flags';
import { render, type K8sObject } from '../src/render';
import { validateObject } from '../src/schemas';

const K8S = resolve(fileURLToPath(new URL('..', import.meta.url)));
const SCHEMAS: Record<string, z.ZodObject> = {
  gateway: gatewayEnvSchema,
  catalog: catalogEnvSchema,
  content: contentEnvSchema,
  identity: identityEnvSchema,
  media: mediaEnvSchema,
  notify: notifyEnvSchema,
  'notify-worker': notifyEnvSchema,
};

interface Probe {
  httpGet: { path: string; port: string | number };
  timeoutSeconds?: number;
}
interface Container {
  name: string;
  image: string;
  ports: { name: string; containerPort: number }[];
  env?: { name: string; value: string }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  startupProbe?: Probe;
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  lifecycle?: { preStop?: unknown };
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: { readOnlyRootFilesystem?: boolean; allowPrivilegeEscalation?: boolean };
}
interface DeploymentSpec {
  replicas?: number;
  selector: { matchLabels: Record<string, string> };
  template: {
    metadata: { labels: Record<string, string>; annotations?: Record<string, string> };
    spec: { containers: Container[]; securityContext?: { runAsNonRoot?: boolean } };
  };
}

function secretKeys(): string[] {
  const example = readFileSync(join(K8S, 'secret.example.env'), 'utf8');
  return [...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1] ?? '');
}

function matches(selector: Record<string, string>, labels: Record<string, string>): boolean {
  return Object.entries(selector).every(([key, value]) => labels[key] === value);
}

for (const overlay of ['local', 'production']) {
  describe(`kustomize build overlays/${overlay}`, () => {
    let objects: K8sObject[];
    const ofKind = (kind: string) => objects.filter((object) => object.kind === kind);
    const deployments = () => ofKind('Deployment') as (K8sObject & { spec: DeploymentSpec })[];

    beforeAll(() => {
      objects = render(join(K8S, 'overlays', overlay));
    });

    it('renders objects that all match their Kubernetes schema, in the namespace', () => {
      expect(objects.length).toBeGreaterThan(20);
      for (const object of objects) {
        validateObject(object);
        if (object.kind !== 'Namespace')
          expect(object.metadata.namespace, object.metadata.name).toBe('hiti-kamina');
      }
      const counts = new Map<string, number>();
      for (const object of objects) counts.set(object.kind, (counts.get(object.kind) ?? 0) + 1);
      const summary = [...counts].map(([kind, count]) => `${count} ${kind}`).join(', ');
      console.log(
        `overlays/${overlay}: ${objects.length} objects valid against the Kubernetes schemas: ${summary}`,
      );
    });

    it('runs every app non-root, read-only, with resources, probes on the management port and a preStop delay', () => {
      for (const deployment of deployments()) {
        const { spec } = deployment;
        const name = deployment.metadata.name;
        expect(matches(spec.selector.matchLabels, spec.template.metadata.labels), name).toBe(true);
        expect(spec.template.spec.securityContext?.runAsNonRoot, name).toBe(true);
        expect(spec.template.metadata.annotations?.['prometheus.io/port'], name).toBe('9464');
        for (const container of spec.template.spec.containers) {
          expect(container.image, name).toMatch(overlay === 'local' ? /:local$/ : /:\d+\.\d+\.\d+$/);
          expect(container.securityContext).toMatchObject({
            readOnlyRootFilesystem: true,
            allowPrivilegeEscalation: false,
          });
          expect(container.resources?.requests?.cpu, name).toBeDefined();
          expect(container.resources?.limits?.memory, name).toBeDefined();
          expect(container.lifecycle?.preStop, name).toBeDefined();
          const portNames = container.ports.map((port) => port.name);
          for (const [probe, path] of [
            ['startupProbe', '/health/ready'],
            ['readinessProbe', '/health/ready'],
            ['livenessProbe', '/health/live'],
          ] as const) {
            const found = container[probe];
            expect(found?.httpGet.path, `${name} ${probe}`).toBe(path);
            expect(found?.httpGet.port, `${name} ${probe}`).toBe('management');
            expect(found?.timeoutSeconds, `${name} ${probe}`).toBeGreaterThanOrEqual(3);
          }
          expect(portNames).toContain('management');
          const management = container.ports.find((port) => port.name === 'management')?.containerPort;
          expect(String(management)).toBe(
            container.env?.find((env) => env.name === 'MANAGEMENT_PORT')?.value,
          );
        }
      }
    });

    it('autoscales gateway and catalog without a fixed replica count, and protects every app with a PDB', () => {
      const autoscaled = ofKind('HorizontalPodAutoscaler').map(
        (hpa) => (hpa.spec as { scaleTargetRef: { name: string } }).scaleTargetRef.name,
      );
      expect(autoscaled.sort()).toEqual(['catalog', 'gateway']);
      for (const deployment of deployments()) {
        const name = deployment.metadata.name;
        expect(deployment.spec.replicas === undefined, name).toBe(autoscaled.includes(name));
        const budgets = ofKind('PodDisruptionBudget').filter((pdb) =>
          matches(
            (pdb.spec as { selector: { matchLabels: Record<string, string> } }).selector.matchLabels,
            deployment.spec.template.metadata.labels,
          ),
        );
        expect(budgets.length, name).toBe(1);
      }
    });

    it('points every Service, the Ingress and the policies at pods and ports that exist', () => {
      for (const service of ofKind('Service')) {
        const spec = service.spec as { selector: Record<string, string>; ports: { targetPort: string }[] };
        const targets = deployments().filter((deployment) =>
          matches(spec.selector, deployment.spec.template.metadata.labels),
        );
        expect(targets.length, service.metadata.name).toBe(1);
        const portNames = targets[0]?.spec.template.spec.containers.flatMap((container) =>
          container.ports.map((port) => port.name),
        );
        for (const port of spec.ports) expect(portNames, service.metadata.name).toContain(port.targetPort);
      }
      const [ingress] = ofKind('Ingress');
      const ingressSpec = ingress?.spec as {
        ingressClassName?: string;
        tls?: { secretName: string; hosts: string[] }[];
        rules: {
          host: string;
          http: { paths: { backend: { service: { name: string; port: { name: string } } } }[] };
        }[];
      };
      expect(ingressSpec.ingressClassName).toBe('nginx');
      expect(ingressSpec.tls?.[0]?.hosts).toEqual([ingressSpec.rules[0]?.host]);
      expect(ingress?.metadata.annotations?.['nginx.ingress.kubernetes.io/proxy-body-size']).toBe('25m');
      for (const path of ingressSpec.rules.flatMap((rule) => rule.http.paths)) {
        const service = ofKind('Service').find(
          (candidate) => candidate.metadata.name === path.backend.service.name,
        );
        expect(service?.metadata.name).toBe('gateway');
        expect(path.backend.service.port.name).toBe('http');
      }
      const fromGatewayOnly = ofKind('NetworkPolicy').find(
        (policy) => policy.metadata.name === 'services-from-gateway',
      );
      expect(JSON.stringify(fromGatewayOnly?.spec)).toContain('"app.kubernetes.io/name":"gateway"');
    });

    it("bounds the gateway's heap as the launcher does, at most half its memory limit", () => {
      const gateway = deployments().find((deployment) => deployment.metadata.name === 'gateway');
      const container = gateway?.spec.template.spec.containers[0];
      const nodeOptions = container?.env?.find((env) => env.name === 'NODE_OPTIONS')?.value;
      expect(nodeOptions).toBe(`--max-old-space-size=${GATEWAY_HEAP_MB}`);
      const limitMi = Number(/^(\d+)Mi$/.exec(container?.resources?.limits?.memory ?? '')?.[1]);
      expect(GATEWAY_HEAP_MB).toBeLessThanOrEqual(limitMi / 2);
    });

    it('gives every app the variables its configuration needs, and only ones some app reads', () => {
      const configMap = ofKind('ConfigMap')[0];
      const configKeys = Object.keys(configMap?.data ?? {});
      const secrets = secretKeys();
      const known = new Set([
        'NODE_ENV',
        ...Object.values(SCHEMAS).flatMap((schema) => Object.keys(schema.shape)),
      ]);
      expect([...configKeys, ...secrets].filter((key) => !known.has(key))).toEqual([]);
      for (const deployment of deployments()) {
        const name = deployment.metadata.name;
        const schema = SCHEMAS[name];
        expect(schema, name).toBeDefined();
        for (const container of deployment.spec.template.spec.containers) {
          expect(container.envFrom?.map((from) => from.configMapRef?.name ?? from.secretRef?.name)).toEqual([
            configMap?.metadata.name,
            'hiti-kamina',
          ]);
          // What the process sees: ConfigMap, the Secret (filled with generated values), then its own env.
          const environment: Record<string, string> = {
            ...configMap?.data,
            ...Object.fromEntries(secrets.map((key) => [key, exampleSecretValue(key)])),
            ...Object.fromEntries((container.env ?? []).map((env) => [env.name, env.value])),
          };
          const parsed = schema?.safeParse(environment);
          expect(parsed?.success, `${name}: ${parsed?.error?.message ?? ''}`).toBe(true);
        }
      }
    });
  });
}

/** A value of the right form for each key of the Secret, as an operator would fill it in. */
function exampleSecretValue(key: string): string {
  const values: Record<string, string> = {
    MONGO_URL: 'mongodb://hiti:s3cr3tPw4@mongo-0.mongo:27017/?replicaSet=rs0',
    REDIS_URL: 'redis://:p4ssw0rdRedis@redis:6379',
    S3_ENDPOINT: 'https://s3.eu-central-1.amazonaws.com',
    SMTP_URL: 'smtp://mailer:p4ssw0rd@smtp.hitikamina.mk:587',
    ADMIN_PASSWORD: 'k7Qp2vN9xR4mT8wZ',
  };
  return values[key] ?? `${key.toLowerCase()}-9f8e7d6c5b4a39281706f5e4d3c2b1a0`;
}
