import { MESSAGING_CONTENT_KEYS } from '@hiti/contracts';
import type { Product } from '@hiti/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { useContentMap } from '../common/use-content';
import { useLanguage } from '../common/use-language';
import { useSiteOrigin } from '../head/use-site-origin';
import { localizePath } from '../i18n/language-path';
import { MessagingLinks } from '../stores/MessagingLinks';

/**
 * "Ask on Viber" / "ask on WhatsApp" with the company's numbers, the message ready in the page's language
 * naming the product and the address of its page; nothing shown while no number is set.
 */
export function ProductMessaging({ product }: { product: Product }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const origin = useSiteOrigin();
  const { items } = useContentMap('contact');
  const url = new URL(localizePath(`/product/${product.id}`, language), origin).toString();
  return (
    <MessagingLinks
      viber={items.get(MESSAGING_CONTENT_KEYS.viber)?.content.trim() ?? ''}
      whatsapp={items.get(MESSAGING_CONTENT_KEYS.whatsapp)?.content.trim() ?? ''}
      text={t('messaging.productMessage', { name: product.name, url })}
    />
  );
}
