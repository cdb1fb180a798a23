/**
 * The contracts' schemas the web app checks answers and forms with, and the validation messages' table.
 * They come with the first request or form check instead of with the page: a public page's first load
 * carries no schema library.
 */
export {
  adminUserListSchema,
  adminUserSchema,
  auditPageSchema,
  authCheckSchema,
  bilingualCategoryListSchema,
  bilingualCategorySchema,
  bilingualProductListSchema,
  bilingualProductPageSchema,
  bilingualProductSchema,
  bilingualSiteContentItemSchema,
  bilingualSiteContentListSchema,
  categoryListSchema,
  contactAcceptedSchema,
  contactBodySchema,
  emailSchema,
  errorBodySchema,
  loginResultSchema,
  mailOutboxPageSchema,
  newsletterAcceptedSchema,
  productImportAnswerSchema,
  productImportSchema,
  productListSchema,
  productPageSchema,
  productSchema,
  siteContentListSchema,
  translateValidationMessage,
  validationMessage,
} from '@hiti/contracts';
