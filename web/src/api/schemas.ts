/**
 * The contracts' schemas the web app checks answers and forms with (the public API's route table among
 * them), and the validation messages' table. They come with the first request or form check instead of
 * with the page: a public page's first load carries no schema library.
 */
export {
  contactBodySchema,
  emailSchema,
  errorBodySchema,
  internalResponseSchema,
  publicApi,
  validationText,
  validationMessage,
} from '@hiti/contracts';
