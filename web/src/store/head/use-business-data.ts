import { DEFAULT_CONTENT_IMAGES, MAIN_LOGO_KEY } from '@hiti/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { useContentMap } from '../common/use-content';
import { useLanguage } from '../common/use-language';
import { localizePath } from '../i18n/language-path';
import { showroomDetails } from '../contact/contact-texts';
import { socialHref } from '../../lib/social-link';
import { localBusiness } from './structured-data';
import { useStores } from '../../api/stores';
import { storeDataId } from './store-data';
import { useSiteOrigin } from './use-site-origin';

/** The showroom's identity in structured data: one address for the Macedonian and the Albanian pages. */
const BUSINESS_ID_PATH = '/#business';

/** The showroom's identity in structured data (`PUBLIC_URL/#business`). */
export function businessId(origin: string): string {
  return new URL(BUSINESS_ID_PATH, origin).toString();
}
const SOCIAL_KEYS = ['social_facebook', 'social_instagram', 'social_twitter', 'social_youtube'] as const;

/**
 * The showroom as structured data, from the contact details the content service keeps. Structured data is
 * written into the page on the server only (the browser's head keeps what the server sent), so the browser's
 * build leaves out how it is made (the opening hours' reader among it): an empty object there.
 */
export function useBusinessData(): object {
  const { t } = useTranslation();
  const language = useLanguage();
  const origin = useSiteOrigin();
  const contact = useContentMap('contact').items;
  const social = useContentMap('social').items;
  const logo = useContentMap('logo').items.get(MAIN_LOGO_KEY)?.content.trim() || DEFAULT_CONTENT_IMAGES.logo;
  const stores = useStores().data ?? [];
  if (!import.meta.env.SSR) return {};
  const details = showroomDetails(contact, language);
  const profiles = SOCIAL_KEYS.map((key) => socialHref(social.get(key)?.content)).filter(
    (href): href is string => href !== null,
  );
  const business = localBusiness({
    id: businessId(origin),
    name: t('meta.siteName'),
    url: new URL(localizePath('/', language), origin).toString(),
    logo: new URL(logo, origin).toString(),
    address: details.address,
    locality: details.locality,
    postalCode: details.postalCode,
    geo: details.geo,
    telephone: details.phone,
    email: details.email,
    hours: details.hours,
    sameAs: profiles,
  });
  // the stores page describes each store (`branchOf` this business); here they are referred to by @id
  return stores.length === 0
    ? business
    : { ...business, department: stores.map((store) => ({ '@id': storeDataId(origin, store.id) })) };
}

/** The trail from the home page to a page of the site. */
export function useTrail(): (
  steps: readonly { name: string; path: string }[],
) => { name: string; url: string }[] {
  const { t } = useTranslation();
  const language = useLanguage();
  const origin = useSiteOrigin();
  return (steps) =>
    [{ name: t('nav.home'), path: '/' }, ...steps].map((step) => ({
      name: step.name,
      url: new URL(localizePath(step.path, language), origin).toString(),
    }));
}
