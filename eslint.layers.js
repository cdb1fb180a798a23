/**
 * Which part of the tree may import which: the layout of DESIGN.md kept by the linter. Each entry names the
 * files it governs and the imports they may not make, with the reason shown to whoever tries.
 */
const SERVICES = 'catalog|content|identity|media|notify';

const noOtherService = {
  regex: `^@hiti/(${SERVICES}|gateway|web|local|docstore|e2e|bench)$|(^|/)(gateway|web)/|(^|/)services/(${SERVICES})/|^(\\.\\./){2,}(${SERVICES})/src/`,
  message: 'a service calls other services over HTTP through contracts, never their code',
};
const noIo = {
  regex:
    '^(fastify|fastify-plugin|mongoose|ioredis|bullmq|nodemailer|minio)$|^@fastify/|(^|/)(models|routes|plugins|services)(/|$)',
  message: "domain/ holds a service's pure rules: no framework, database, queue, service or route imports",
};
const noModels = {
  regex: '(^|/)models(/|$)',
  message: "routes/ reach the database through the service's services/ layer, never models/ directly",
};
const noGatewayServiceCode = {
  regex: `^@hiti/(${SERVICES})$|(^|/)services/(${SERVICES})/|^mongoose$`,
  message: 'the gateway reaches services through their contracts, never their code or database',
};
const noGatewayIo = {
  regex:
    '^(fastify|fastify-plugin|ioredis|bullmq)$|^@fastify/|^@hiti/service-kit$|(^|/)(routes|plugins|services)(/|$)',
  message: "the gateway's domain/ holds pure helpers: no framework, Redis, service call or route imports",
};
const noServerCode = {
  regex: `^@hiti/(${SERVICES}|gateway|service-kit|local|docstore)$|^(fastify|mongoose|ioredis|bullmq|nodemailer|minio)$|^@fastify/`,
  message: 'the web app talks to the gateway over HTTP; server code stays on the server',
};
const noAdminInStorefront = {
  regex: '(^|/)admin(/|$)|^antd$|^@ant-design/|^i18next$|^react-i18next$',
  message: "the storefront's first load carries no admin code or admin libraries (150 KB budget)",
};

const restrict = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

export const layers = [
  restrict(
    ['packages/contracts/src/**/*.ts'],
    [
      {
        regex: '^(?!zod$|zod-openapi$|\\.)',
        message: 'contracts declare shapes, routes and texts with zod alone',
      },
    ],
  ),
  restrict(
    ['packages/service-kit/src/**/*.ts'],
    [{ ...noOtherService, message: 'service-kit serves every service and knows none of them' }],
  ),
  restrict(['services/*/src/**/*.ts'], [noOtherService]),
  restrict(['services/*/src/routes/**/*.ts'], [noOtherService, noModels]),
  restrict(['services/*/src/domain/**/*.ts'], [noOtherService, noIo]),
  restrict(['gateway/src/**/*.ts'], [noGatewayServiceCode]),
  restrict(['gateway/src/domain/**/*.ts'], [noGatewayServiceCode, noGatewayIo]),
  restrict(['web/src/**/*.{ts,tsx}'], [noServerCode]),
  restrict(['web/src/store/**/*.{ts,tsx}'], [noServerCode, noAdminInStorefront]),
  {
    files: ['**/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*test-support.{ts,tsx}',
      '**/*test-fixtures.{ts,tsx}',
      '**/src/test/**',
      '**/src/testing/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='@hiti/contracts/testing']",
          message: 'the test fixtures of contracts are for tests only',
        },
      ],
    },
  },
];
