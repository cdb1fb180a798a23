import { useTranslation } from '../../i18n/use-translation';
import { viberHref, whatsappHref } from '../../lib/messaging-links';
import { buttonClassName } from '../ui';
import './messaging-links.css';

/** "Ask on Viber" / "ask on WhatsApp" for the numbers that are set, each with `text` ready to send. */
export function MessagingLinks({ viber, whatsapp, text }: { viber: string; whatsapp: string; text: string }) {
  const { t } = useTranslation();
  if (!viber && !whatsapp) return null;
  return (
    <div className="messaging-links">
      {viber && (
        <a href={viberHref(viber, text)} className={buttonClassName({ className: 'messaging-links__viber' })}>
          {t('messaging.viber')}
        </a>
      )}
      {whatsapp && (
        <a
          href={whatsappHref(whatsapp, text)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClassName({ className: 'messaging-links__whatsapp' })}
        >
          {t('messaging.whatsapp')}
        </a>
      )}
    </div>
  );
}
