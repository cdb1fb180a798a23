import type { Locale } from '../common/locale';
import { formatText } from '../texts/format';

/** A text in English (as the specification writes it), with Macedonian and Albanian where shown. */
export interface UiText {
  en: string;
  mk?: string;
  al?: string;
}

/** A text in a locale (English where no translation exists), with `{{name}}` variables filled in. */
export function fillUiText(
  entry: UiText,
  locale: Locale,
  variables: Record<string, string | number>,
): string {
  const text = (locale === 'en' ? undefined : entry[locale]) ?? entry.en;
  return formatText(text, variables);
}

/**
 * The storefront's texts of SPEC §8 and §2, apart from the admin's so that a visitor's first load carries
 * only these. `{{name}}` marks a variable.
 */
export const storefrontMessages = {
  fetchProductsFailed: {
    en: 'Failed to fetch products',
    mk: 'Производите не можеа да се вчитаат',
    al: 'Produktet nuk mund të ngarkoheshin',
  },
  productNotFound: { en: 'Product not found', mk: 'Производот не е пронајден', al: 'Produkti nuk u gjet' },
  productNotFoundBody: {
    en: 'The product you are looking for does not exist or has been removed.',
    mk: 'Производот што го барате не постои или е отстранет.',
    al: 'Produkti që kërkoni nuk ekziston ose është hequr.',
  },
  noProductsAvailable: {
    en: 'No products currently available',
    mk: 'Моментално нема достапни производи',
    al: 'Aktualisht nuk ka produkte në dispozicion',
  },
  noProductsMatch: {
    en: 'No products match your filters',
    mk: 'Нема производи што одговараат на филтрите',
    al: 'Asnjë produkt nuk përputhet me filtrat',
  },
  contactSuccessTitle: { en: 'Message Sent', mk: 'Пораката е испратена', al: 'Mesazhi u dërgua' },
  contactSuccessBody: {
    en: 'Thank you for your message. We will respond shortly.',
    mk: 'Ви благодариме за пораката. Наскоро ќе ви одговориме.',
    al: 'Faleminderit për mesazhin tuaj. Do t’ju përgjigjemi së shpejti.',
  },
  contactErrorTitle: { en: 'Error', mk: 'Грешка', al: 'Gabim' },
  contactErrorBody: {
    en: 'There was a problem sending your message. Please try again.',
    mk: 'Настана проблем при испраќањето на пораката. Ве молиме обидете се повторно.',
    al: 'Pati një problem gjatë dërgimit të mesazhit. Ju lutemi provoni përsëri.',
  },
  // the address only awaits its confirmation: visitors are not told they are subscribed yet
  newsletterSuccessTitle: { en: 'Subscribed', mk: 'Проверете ја е-поштата', al: 'Kontrolloni email-in' },
  newsletterSuccessBody: {
    en: 'Please check your e-mail to confirm your subscription.',
    mk: 'Проверете ја вашата е-пошта за да ја потврдите претплатата.',
    al: 'Ju lutemi kontrolloni email-in tuaj për të konfirmuar abonimin.',
  },
  newsletterConfirmed: {
    en: 'Your subscription is confirmed. Thank you!',
    mk: 'Вашата претплата е потврдена. Ви благодариме!',
    al: 'Abonimi juaj u konfirmua. Faleminderit!',
  },
  newsletterUnsubscribed: {
    en: 'You have been unsubscribed from the newsletter.',
    mk: 'Успешно се одјавивте од билтенот.',
    al: 'U çregjistruat nga buletini.',
  },
  newsletterErrorTitle: { en: 'Error', mk: 'Грешка', al: 'Gabim' },
  newsletterErrorBody: {
    en: 'The subscription could not be completed. Please try again.',
    mk: 'Претплатата не можеше да се заврши. Ве молиме обидете се повторно.',
    al: 'Abonimi nuk mund të përfundonte. Ju lutemi provoni përsëri.',
  },
  rateLimitedBody: {
    en: 'Too many attempts from your address. Please try again {{when}}.',
    mk: 'Премногу обиди од вашата адреса. Обидете се повторно {{when}}.',
    al: 'Shumë përpjekje nga adresa juaj. Provoni përsëri {{when}}.',
  },
  heroLoadError: { en: 'Error loading content', mk: 'Грешка при вчитување', al: 'Gabim gjatë ngarkimit' },
  heroNoImages: { en: 'No images available', mk: 'Нема достапни слики', al: 'Nuk ka imazhe në dispozicion' },
  heroPause: { en: 'Pause slides', mk: 'Запри ги слајдовите', al: 'Ndalo sllajdet' },
  heroPlay: { en: 'Play slides', mk: 'Пушти ги слајдовите', al: 'Nis sllajdet' },
  loading: { en: 'Loading...', mk: 'Се вчитува...', al: 'Duke u ngarkuar...' },
  sending: { en: 'Sending...', mk: 'Се испраќа...', al: 'Duke u dërguar...' },
} as const satisfies Record<string, UiText>;

export type StorefrontMessageKey = keyof typeof storefrontMessages;

/** A storefront text in a locale (English where no translation exists), with `{{name}}` variables filled in. */
export function storefrontMessage(
  key: StorefrontMessageKey,
  locale: Locale = 'en',
  variables: Record<string, string | number> = {},
): string {
  return fillUiText(storefrontMessages[key], locale, variables);
}
