import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import { errorBodySchema, publicApiGroups, type ApiRoute } from '@hiti/contracts';

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorBodySchema } },
});

/** `/api/products/:id` as OpenAPI writes it: `/api/products/{id}`. */
function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z_]\w*)/g, '{$1}');
}

function requestBodyOf(route: ApiRoute): ZodOpenApiOperationObject['requestBody'] {
  if (route.body) return { required: true, content: { 'application/json': { schema: route.body } } };
  if (route.rawBody)
    return { required: true, content: { [route.rawBody.type]: { schema: route.rawBody.schema } } };
  return undefined;
}

function successOf(route: ApiRoute): ZodOpenApiOperationObject['responses'] {
  if (route.answers === 'redirect') {
    return { '303': { description: 'Redirects to the storefront page that shows the outcome' } };
  }
  if (route.answers === 'text/csv') {
    return { '200': { description: 'The file', content: { 'text/csv': { schema: { type: 'string' } } } } };
  }
  const status = String(route.status ?? (route.response ? 200 : 204));
  if (!route.response) return { [status]: { description: 'Done; no body' } };
  const schema = route.localizedResponse
    ? z.union([route.localizedResponse, route.response])
    : route.response;
  const description = route.localizedResponse
    ? 'The texts in `lang` (first form), or in both languages without it (second form)'
    : 'Done';
  return { [status]: { description, content: { 'application/json': { schema } } } };
}

function operationOf(name: string, tag: string, route: ApiRoute): ZodOpenApiOperationObject {
  const requestBody = requestBodyOf(route);
  return {
    operationId: name,
    tags: [tag],
    summary: route.summary,
    ...(route.roles === 'public'
      ? {}
      : { description: `For signed-in admins of role ${route.roles.join(', ')}.` }),
    requestParams: {
      ...(route.params ? { path: route.params as never } : {}),
      ...(route.query ? { query: route.query as never } : {}),
    },
    ...(requestBody ? { requestBody } : {}),
    responses: {
      ...successOf(route),
      '400': errorAnswer('The input does not fit: `details` names each field'),
      ...(route.roles === 'public'
        ? {}
        : { '401': errorAnswer('Not signed in'), '403': errorAnswer('Signed in with another role') }),
    },
  };
}

export type ApiDocument = ReturnType<typeof createDocument>;

/** The public API as an OpenAPI 3.1 document, built from the route table in contracts. */
export function buildApiDocument(): ApiDocument {
  const paths: ZodOpenApiPathsObject = {};
  for (const [tag, routes] of Object.entries(publicApiGroups)) {
    for (const [name, route] of Object.entries<ApiRoute>(routes)) {
      const path = openApiPath(route.path);
      paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(name, tag, route) };
    }
  }
  return createDocument(
    {
      openapi: '3.1.0',
      info: {
        title: 'Hiti Kamina API',
        version: '1',
        description:
          'The public API of the Hiti Kamina website and its admin. Admin routes need the session cookie of ' +
          '`POST /api/auth/login`; a write without a JSON body needs the `x-hiti-client: web` header. Every error ' +
          'answers `{ "error": { "code", "message", "details"? } }`.',
      },
      // the paths are absolute on whatever host serves the document
      servers: [{ url: '/' }],
      paths,
      components: { schemas: { ErrorBody: errorBodySchema } },
    },
    { reused: 'ref' },
  );
}
