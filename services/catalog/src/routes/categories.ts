import type { FastifyInstance } from 'fastify';
import {
  categoryIdParamsSchema,
  categoryInputSchema,
  categoryListQuerySchema,
  categoryUpdateSchema,
  localizeCategory,
} from '@hiti/contracts';
import { parseInput } from '@hiti/service-kit';
import type { Categories } from '../catalog/categories';

/** Internal category routes; the gateway has already checked the caller's role. */
export async function categoryRoutes(
  app: FastifyInstance,
  options: { categories: Categories },
): Promise<void> {
  const { categories } = options;

  app.get('/categories', async (request) => {
    const { lang } = parseInput(categoryListQuerySchema, request.query);
    const list = await categories.list();
    return lang ? list.map((category) => localizeCategory(category, lang)) : list;
  });

  app.get('/categories/:id', async (request) => {
    const { id } = parseInput(categoryIdParamsSchema, request.params);
    return categories.get(id);
  });

  app.post('/categories', async (request, reply) => {
    const input = parseInput(categoryInputSchema, request.body);
    return reply.status(201).send(await categories.create(input));
  });

  app.patch('/categories/:id', async (request) => {
    const { id } = parseInput(categoryIdParamsSchema, request.params);
    return categories.update(id, parseInput(categoryUpdateSchema, request.body));
  });

  /** Answers the category as it was, for the caller's records. */
  app.delete('/categories/:id', async (request) => {
    const { id } = parseInput(categoryIdParamsSchema, request.params);
    return categories.delete(id);
  });
}
