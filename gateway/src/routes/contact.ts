import type { FastifyInstance } from 'fastify';
import { catalogRoutes, notifyRoutes, publicApi, refusal, type EnquiryProduct } from '@hiti/contracts';
import { AppError } from '@hiti/service-kit';
import { serveApiRoute } from '../api-route';

/** Per visitor address: enough for a person, too few for a script. */
const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '1 minute' } as const;

/**
 * POST /api/contact (public): validated here and in notify, which stores it as an enquiry and queues its mail.
 * A product asked about is read from the catalog, so the enquiry keeps its name and price as they were.
 */
export async function contactRoutes(app: FastifyInstance): Promise<void> {
  const productAskedAbout = async (id: number, requestId: string): Promise<EnquiryProduct> => {
    try {
      const product = await app.services.catalog.request(catalogRoutes.getProduct, {
        params: { id },
        requestId,
      });
      return { id: product.id, name: product.name, price: product.effectivePrice };
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'PRODUCT_NOT_FOUND') throw error;
      throw new AppError('VALIDATION_FAILED', {
        details: [{ path: 'productId', ...refusal('productUnknown') }],
      });
    }
  };

  serveApiRoute(
    app,
    publicApi.sendContact,
    async ({ body, request, reply }) => {
      const { productId, ...message } = body;
      const product =
        productId === undefined || message.website
          ? undefined
          : await productAskedAbout(productId, request.id);
      const { status, data } = await app.services.notify.exchange(notifyRoutes.sendContact, {
        body: { ...message, ...(product ? { product } : {}) },
        requestId: request.id,
      });
      reply.status(status);
      return data;
    },
    {
      rateLimit: {
        ...CONTACT_RATE_LIMIT,
        errorResponseBuilder: () => new AppError('RATE_LIMITED'),
      },
    },
  );
}
