/** Business constants and limits (SPEC §9 and §1). */

export const FREE_DELIVERY_THRESHOLD_EUR = 1000;

export const HERO_AUTO_ADVANCE_MS = 5000;
export const HERO_HEIGHT_PX = 500;
export const MAX_HERO_SLIDES = 2;
export const FEATURED_ON_HOME = 4;
/** Products on one page of the storefront's product list. */
export const PRODUCTS_PER_PAGE = 24;
export const MAP_HEIGHT_PX = 450;
export const ABOUT_SCROLL_DELAY_MS = 100;

export const PRICE_SLIDER = { min: 0, max: 10000, step: 100 } as const;
export const INITIAL_PRICE_RANGE = [0, 1_000_000] as const;
export const PRICE_INPUT_STEP = 0.01;
/** The highest price (euros) a product may have: far above any stove, low enough to show in denars. */
export const PRICE_MAX = 10_000_000;

/** The most products one bulk change of the admin product list applies to, in one all-or-nothing write. */
export const PRODUCT_BULK_MAX = 500;

export const SEARCH_DEBOUNCE_MS = 300;
export const SKELETON_PLACEHOLDERS = 8;

export const SORT_OPTIONS = ['featured', 'price-low-high', 'price-high-low'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const DEFAULT_SORT: SortOption = 'featured';
/**
 * The orders the product list can be asked for: the storefront's, and by name (A to Z, Z to A) in the
 * language of the answer, which the admin's tables offer.
 */
export const LIST_SORT_OPTIONS = [...SORT_OPTIONS, 'name-a-z', 'name-z-a'] as const;
export type ListSortOption = (typeof LIST_SORT_OPTIONS)[number];

/** Client cache times of the reads (milliseconds). */
export const CACHE_TIMES = {
  productListStaleMs: 30_000,
  productListGcMs: 5 * 60_000,
  authCheckStaleMs: 30_000,
  heroStaleMs: 5 * 60_000,
  featuredStaleMs: 5 * 60_000,
  defaultStaleMs: 0,
  defaultGcMs: 0,
  aboutRefetchMs: 2000,
} as const;

export const TOAST = {
  limit: 1,
  viewportMaxWidthPx: 420,
  durationMs: 5000,
  swipeThresholdPx: 50,
  hotkey: 'F8',
  removeDelayMs: 1_000_000,
} as const;

export const TOOLTIP = { delayMs: 700, skipDelayMs: 300 } as const;

export const CONTACT_MINIMUMS = { name: 2, subject: 2, phone: 6, message: 10 } as const;
export const CONTACT_MAXIMUMS = { name: 100, email: 254, phone: 40, subject: 200, message: 5000 } as const;

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 64;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 256;
export const PROTECTED_USER_ID = 1;

export const DEFAULT_UNIT_TYPE = 'kg';

export const ROLES = ['super_admin', 'product_manager'] as const;
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = 'product_manager';

export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const PDF_MAX_BYTES = 20 * 1024 * 1024;
export const ACCEPTED_IMAGE_MIME = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const LOGO_EXTRA_MIME = ['image/svg+xml'] as const;
export const PDF_MIME = 'application/pdf';
export const IMAGE_VARIANT_WIDTHS = [320, 640, 1280] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];
/** Public path prefix of uploaded site images. */
export const ATTACHED_ASSETS_PREFIX = '/attached_assets/';
/** The most images a product has; the first is its card image. */
export const PRODUCT_IMAGES_MAX = 12;
/** The longest alt text of a product image, per language. */
export const PRODUCT_IMAGE_ALT_MAX = 200;

export const DEFAULT_EUR_TO_MKD = 61.5;

export const LANGUAGES = ['mk', 'al'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'mk';

export const STORAGE_KEYS = { language: 'language', theme: 'hiti-kamina-theme', role: 'userRole' } as const;
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'light';

export const COMPANY = { founded: 1999, representativeSince: 2018, stores: 6 } as const;

export const SESSION = { idleMinutes: 30, absoluteHours: 12 } as const;

/** Largest text a site content item may hold (legal pages are HTML). */
export const CONTENT_MAX_CHARS = 200_000;

/** Most items one save of an editor may write at once (the largest editor holds about twenty). */
export const CONTENT_SAVE_MAX_ITEMS = 50;

/** Largest body of one save: room for both languages of a legal page at CONTENT_MAX_CHARS each. */
export const CONTENT_SAVE_MAX_BYTES = 4 * 1024 * 1024;

/** The most stores the site lists (the showroom has six; room for a few more). */
export const MAX_STORES = 30;
