import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { LANGUAGES, NEWSLETTER_LINK_OUTCOMES } from '@hiti/contracts';
import type { Language, NewsletterLinkOutcome } from '@hiti/contracts';
import { useToast } from '../../app/toast';
import { translate } from '../../i18n';
import { languageAtom } from '../../state/atoms';
import { useLanguage } from '../common/use-language';

function isOutcome(value: string | null): value is NewsletterLinkOutcome {
  return (NEWSLETTER_LINK_OUTCOMES as readonly (string | null)[]).includes(value);
}

function isLanguage(value: string | null): value is Language {
  return (LANGUAGES as readonly (string | null)[]).includes(value);
}

/**
 * The confirm and unsubscribe links of the newsletter mail land on `/?newsletter=<outcome>&lang=<language>`:
 * the page takes the language of the mail, shows the outcome once and tidies the address.
 */
export function NewsletterOutcome() {
  const [params, setParams] = useSearchParams();
  const setLanguage = useSetAtom(languageAtom);
  const current = useLanguage();
  const toast = useToast();
  const outcome = params.get('newsletter');
  const lang = params.get('lang');

  useEffect(() => {
    if (!isOutcome(outcome)) return;
    const language = isLanguage(lang) ? lang : current;
    if (language !== current) setLanguage(language);
    if (outcome === 'invalid') {
      toast({
        title: translate(language, 'ui.error'),
        description: translate(language, 'newsletter.linkInvalid'),
        variant: 'destructive',
      });
    } else {
      toast({
        title: translate(language, 'footer.newsletterTitle'),
        description: translate(
          language,
          outcome === 'confirmed' ? 'newsletter.confirmed' : 'newsletter.unsubscribed',
        ),
      });
    }
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('newsletter');
        next.delete('lang');
        return next;
      },
      { replace: true },
    );
  }, [outcome, lang, current, setLanguage, setParams, toast]);

  return null;
}
