import type { FastifyInstance } from 'fastify';
import { adminUserRoutes } from './admin-users';
import { apiDocumentRoutes } from './api-document';
import { auditRoutes } from './audit';
import { authRoutes } from './auth';
import { brandRoutes } from './brands';
import { categoryRoutes } from './categories';
import { contactRoutes } from './contact';
import { enquiryRoutes } from './enquiries';
import { mailOutboxRoutes } from './mail-outbox';
import { newsletterRoutes } from './newsletter';
import { productRoutes } from './products';
import { productCsvRoutes } from './products-csv';
import { secondFactorRoutes } from './second-factor';
import { uploadRoutes } from './uploads';
import { siteContentRoutes } from './site-content';
import { storeRoutes } from './stores';

/** Every /api route module, registered under the /api prefix. */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(authRoutes);
  await app.register(secondFactorRoutes);
  await app.register(adminUserRoutes);
  await app.register(auditRoutes);
  await app.register(contactRoutes);
  await app.register(newsletterRoutes);
  await app.register(mailOutboxRoutes);
  await app.register(enquiryRoutes);
  await app.register(uploadRoutes);
  await app.register(siteContentRoutes);
  await app.register(storeRoutes);
  await app.register(productRoutes);
  await app.register(productCsvRoutes);
  await app.register(categoryRoutes);
  await app.register(brandRoutes);
  await app.register(apiDocumentRoutes);
}
