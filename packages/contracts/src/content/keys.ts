/** The types of site content items (SPEC §3, "Keys by type"). */
export const CONTENT_TYPES = [
  'logo',
  'hero',
  'hero_text',
  'about',
  'contact',
  'social',
  'feature',
  'home_about',
  'featured_products',
  'legal',
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** The fields of the contact form, whose label and placeholder texts are content keys. */
export const CONTACT_FORM_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
export type ContactFormField = (typeof CONTACT_FORM_FIELDS)[number];

/** The keys of each content type; the about fallbacks (company_*, quality_features) are listed too. */
export const CONTENT_KEYS = {
  logo: ['main_logo'],
  hero: ['hero_slider_1', 'hero_slider_2'],
  hero_text: ['hero_main_title', 'hero_subtitle', 'hero_products_btn_text', 'hero_contact_btn_text'],
  about: [
    'about_story',
    'about_vision',
    'about_mission',
    'about_why_us',
    'about_quality_1',
    'about_quality_2',
    'about_quality_3',
    'company_story',
    'company_vision',
    'company_mission',
    'quality_features',
  ],
  contact: [
    'contact_intro',
    'contact_address',
    'contact_locality',
    'contact_postal_code',
    'contact_geo',
    'contact_phone',
    'contact_email',
    'contact_viber',
    'contact_whatsapp',
    'contact_hours',
    'contact_map',
    'contact_page_title',
    'contact_get_in_touch_title',
    'contact_send_message_title',
    'contact_follow_us_title',
    'contact_name_label',
    'contact_email_label',
    'contact_phone_label',
    'contact_subject_label',
    'contact_message_label',
    'contact_name_placeholder',
    'contact_email_placeholder',
    'contact_phone_placeholder',
    'contact_subject_placeholder',
    'contact_message_placeholder',
    'contact_submit_button_text',
    'contact_submit_loading_text',
    'contact_recipient_email',
  ],
  social: ['social_facebook', 'social_instagram', 'social_twitter', 'social_youtube'],
  feature: [
    'feature_top_text',
    'feature_title',
    'feature_description',
    'feature1_title',
    'feature1_content',
    'feature2_title',
    'feature2_content',
    'feature3_title',
    'feature3_content',
  ],
  home_about: [
    'home_about_subtitle',
    'home_about_title',
    'home_about_p1',
    'home_about_p2',
    'home_about_p3',
    'home_about_image',
    'home_about_btn_text',
    'home_about_btn_link',
    'home_about_contact_btn_text',
  ],
  featured_products: ['featured_products_title', 'featured_products_description', 'view_all_products_btn'],
  legal: ['legal_terms_mk', 'legal_terms_al', 'legal_privacy_mk', 'legal_privacy_al'],
} as const satisfies Record<ContentType, readonly string[]>;

export type ContentKeysOf<T extends ContentType> = (typeof CONTENT_KEYS)[T][number];
export type ContentKey = ContentKeysOf<ContentType>;

/** The about keys and the older keys read when they are missing. */
export const ABOUT_FALLBACK_KEYS = {
  about_story: 'company_story',
  about_vision: 'company_vision',
  about_mission: 'company_mission',
  about_why_us: 'quality_features',
} as const satisfies Partial<Record<ContentKeysOf<'about'>, ContentKeysOf<'about'>>>;

/** The legal page keys by page and language. */
export const LEGAL_KEYS = {
  terms: { mk: 'legal_terms_mk', al: 'legal_terms_al' },
  privacy: { mk: 'legal_privacy_mk', al: 'legal_privacy_al' },
} as const;

export const MAIN_LOGO_KEY = 'main_logo' satisfies ContentKeysOf<'logo'>;

/**
 * The address contact enquiries are sent to, chosen by staff in the contact editor; while it is empty
 * they go to the configured `CONTACT_RECIPIENT`. Never shown on the site.
 */
export const CONTACT_RECIPIENT_KEY = 'contact_recipient_email' satisfies ContentKeysOf<'contact'>;

/** Keys whose content is an e-mail address or empty: the contact page's, and where enquiries go. */
export const EMAIL_CONTENT_KEYS: ReadonlySet<string> = new Set<ContentKeysOf<'contact'>>([
  'contact_email',
  CONTACT_RECIPIENT_KEY,
]);

/** The company's Viber and WhatsApp numbers: an international (E.164) number or empty. */
export const MESSAGING_CONTENT_KEYS = {
  viber: 'contact_viber',
  whatsapp: 'contact_whatsapp',
} as const satisfies Record<string, ContentKeysOf<'contact'>>;
export const MESSAGING_NUMBER_KEYS: ReadonlySet<string> = new Set(Object.values(MESSAGING_CONTENT_KEYS));

/** Items only content editors read: never in the public list, the pages' data or any cache of them. */
export const PRIVATE_CONTENT_KEYS: ReadonlySet<string> = new Set([CONTACT_RECIPIENT_KEY]);

export function isPrivateContentKey(key: string): boolean {
  return PRIVATE_CONTENT_KEYS.has(key);
}
export const HERO_SLIDE_KEYS = CONTENT_KEYS.hero;

/** Every known key with its type. */
const TYPE_BY_KEY: ReadonlyMap<string, ContentType> = new Map(
  (Object.entries(CONTENT_KEYS) as [ContentType, readonly string[]][]).flatMap(([type, keys]) =>
    keys.map((key) => [key, type] as const),
  ),
);

export const ALL_CONTENT_KEYS = [...TYPE_BY_KEY.keys()] as ContentKey[];

export function isContentKey(key: string): key is ContentKey {
  return TYPE_BY_KEY.has(key);
}

/** The content type a key belongs to, or undefined for a key that is not known. */
export function contentTypeOfKey(key: string): ContentType | undefined {
  return TYPE_BY_KEY.get(key);
}

/**
 * Keys whose value reads the same in both languages (links, paths, a phone number, an e-mail address):
 * kept in `content.mk` with `content.al` empty, and edited as one value.
 */
export const LANGUAGE_NEUTRAL_CONTENT_KEYS: ReadonlySet<string> = new Set<ContentKey>([
  'main_logo',
  'hero_slider_1',
  'hero_slider_2',
  'home_about_image',
  'home_about_btn_link',
  'contact_map',
  'contact_postal_code',
  'contact_geo',
  'contact_phone',
  'contact_email',
  'contact_viber',
  'contact_whatsapp',
  'contact_recipient_email',
  'social_facebook',
  'social_instagram',
  'social_twitter',
  'social_youtube',
]);
