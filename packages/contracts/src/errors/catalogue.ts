type Locale = 'en' | 'mk' | 'al';
interface CatalogueEntry {
  status: number;
  message: string;
  translations?: Partial<Record<Exclude<Locale, 'en'>, string>>;
}

/**
 * Every error the API can answer with: a stable code, its HTTP status and its message.
 * Codes never change once published; clients map them to the toasts of the specification.
 */
export const errorCatalogue = {
  VALIDATION_FAILED: { status: 400, message: 'The request is not valid.' },
  LIST_TOO_LONG: {
    status: 400,
    message: 'More products match than one list answers: ask for them a page at a time (page, pageSize).',
  },
  MALFORMED_BODY: { status: 400, message: 'The request body could not be read.' },
  UNAUTHENTICATED: {
    status: 401,
    message: 'Please log in to access this page.',
    translations: {
      mk: 'Ве молиме најавете се за да пристапите на оваа страница.',
      al: 'Ju lutemi identifikohuni për të hyrë në këtë faqe.',
    },
  },
  INVALID_CREDENTIALS: { status: 401, message: 'Invalid username or password. Please try again.' },
  SECOND_FACTOR_INVALID: {
    status: 401,
    message: 'This code is not valid. Enter the current code from your app or an unused recovery code.',
  },
  FORBIDDEN: { status: 403, message: 'You do not have permission to do this.' },
  CURRENT_PASSWORD_WRONG: { status: 403, message: 'Your current password is not correct.' },
  FIRST_ADMIN_ONLY: {
    status: 403,
    message: 'Only the first administrator can change their own name or password.',
  },
  FIRST_ADMIN_SECOND_FACTOR: {
    status: 403,
    message: 'Only the first administrator can reset their own two-step sign-in.',
  },
  CONTENT_FORBIDDEN: {
    status: 403,
    message: 'This content is managed by a super administrator. Please contact an administrator.',
  },
  CSRF_REJECTED: { status: 403, message: 'The request was rejected because of its origin or content type.' },
  ROUTE_NOT_FOUND: { status: 404, message: 'There is nothing at this address.' },
  PRODUCT_NOT_FOUND: {
    status: 404,
    message: 'Product not found',
    translations: { mk: 'Производот не е пронајден', al: 'Produkti nuk u gjet' },
  },
  CATEGORY_NOT_FOUND: { status: 404, message: 'Category not found' },
  BRAND_NOT_FOUND: { status: 404, message: 'Brand not found' },
  CONTENT_NOT_FOUND: { status: 404, message: 'Could not find the content item to update.' },
  USER_NOT_FOUND: { status: 404, message: 'Admin user not found' },
  FILE_NOT_FOUND: { status: 404, message: 'File not found' },
  MAIL_NOT_FOUND: { status: 404, message: 'Mail not found' },
  STORE_NOT_FOUND: { status: 404, message: 'Store not found' },
  IMPORT_NOT_FOUND: { status: 404, message: 'Import not found' },
  ENQUIRY_NOT_FOUND: { status: 404, message: 'Enquiry not found' },
  NEWSLETTER_TOKEN_INVALID: {
    status: 404,
    message: 'This confirmation link is not valid or has already been used.',
    translations: {
      mk: 'Оваа врска за потврда не е валидна или е веќе искористена.',
      al: 'Kjo lidhje konfirmimi nuk është e vlefshme ose është përdorur tashmë.',
    },
  },
  CATEGORY_NAME_TAKEN: { status: 409, message: 'A category with this name already exists.' },
  BRAND_NAME_TAKEN: { status: 409, message: 'A brand with this name already exists.' },
  PRODUCT_CODE_TAKEN: { status: 409, message: 'Another product already has this code.' },
  PRODUCTS_CHANGED_MEANWHILE: {
    status: 409,
    message: 'Some of these products were changed meanwhile; nothing was changed. Preview the change again.',
  },
  CATEGORY_IN_USE: {
    status: 409,
    message: 'This category still has products. Move or delete them before deleting the category.',
  },
  BRAND_IN_USE: {
    status: 409,
    message: 'Products still use this brand. Choose another brand for them (or none) before deleting it.',
  },
  USERNAME_TAKEN: { status: 409, message: 'This username is already taken.' },
  CONTENT_KEY_TAKEN: { status: 409, message: 'A content item with this key already exists.' },
  HERO_SLIDE_LIMIT: { status: 409, message: 'The homepage can have at most two hero slides.' },
  PROTECTED_USER: { status: 409, message: 'The first administrator cannot be deleted or demoted.' },
  LAST_SUPER_ADMIN: { status: 409, message: 'The last super administrator cannot be deleted or demoted.' },
  SECOND_FACTOR_ACTIVE: {
    status: 409,
    message: 'Two-step sign-in is already on for this account. Reset it before enrolling again.',
  },
  SECOND_FACTOR_NOT_STARTED: {
    status: 409,
    message: 'No enrolment is waiting for a code. Start the enrolment again.',
  },
  SECOND_FACTOR_OFF: { status: 409, message: 'Two-step sign-in is not on for this account.' },
  MAIL_NOT_RETRYABLE: { status: 409, message: 'Only a failed mail can be sent again.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The file is too large.' },
  IMAGE_TYPE_INVALID: {
    status: 415,
    message: 'Invalid file type: Please select an image file (JPEG, PNG, or WebP)',
  },
  PDF_TYPE_INVALID: { status: 415, message: 'Invalid file type: Please select a PDF file' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'This content type is not accepted here.' },
  RANGE_NOT_SATISFIABLE: { status: 416, message: 'The requested range is not part of this file.' },
  RATE_LIMITED: {
    status: 429,
    message: 'Too many attempts. Please wait a moment and try again.',
    translations: {
      mk: 'Премногу обиди. Почекајте малку и обидете се повторно.',
      al: 'Shumë përpjekje. Prisni pak dhe provoni përsëri.',
    },
  },
  DEPENDENCY_UNAVAILABLE: { status: 503, message: 'A service is temporarily unavailable. Please try again.' },
  INTERNAL: { status: 500, message: 'Something went wrong, please try again.' },
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof errorCatalogue;

export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

export function errorStatus(code: ErrorCode): number {
  return errorCatalogue[code].status;
}

/** The message of an error code in a locale; falls back to English where no translation exists. */
export function errorMessage(code: ErrorCode, locale: Locale = 'en'): string {
  const entry: CatalogueEntry = errorCatalogue[code];
  if (locale === 'en') return entry.message;
  return entry.translations?.[locale] ?? entry.message;
}
