import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { CONTACT_MAXIMUMS } from '@hiti/contracts';
import { useSubscribeNewsletter } from '../../api/messages';
import { loadSchemas } from '../../api/schemas-loader';
import type { WebSchemas } from '../../api/schemas-loader';
import { useToast } from '../../app/toast';
import { failureDescription } from '../common/failure-text';
import { useLanguage } from '../common/use-language';
import { Button } from '../ui/Button';
import { Input } from '../ui/Form';
import { HoneypotField } from '../ui/HoneypotField';

export function NewsletterForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const toast = useToast();
  const subscribe = useSubscribeNewsletter();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const [error, setError] = useState<string | null>(null);
  const schemas = useRef<WebSchemas | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    schemas.current ??= await loadSchemas();
    if (!schemas.current.emailSchema.safeParse(email).success) {
      setError(schemas.current.validationMessage('contactEmail', language));
      return;
    }
    setError(null);
    subscribe.mutate(
      { email, language, website },
      {
        onSuccess: () => {
          setEmail('');
          toast({
            title: t('newsletter.checkEmailTitle'),
            description: t('newsletter.checkEmailBody'),
          });
        },
        onError: (error) =>
          toast({
            title: t('ui.error'),
            description: failureDescription(error, language, 'newsletter.failedBody'),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <form
      className="newsletter"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={t('footer.newsletterTitle')}
    >
      <div className="newsletter__row">
        <Input
          type="email"
          name="email"
          autoComplete="email"
          maxLength={CONTACT_MAXIMUMS.email}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error && schemas.current?.emailSchema.safeParse(event.target.value).success) setError(null);
          }}
          placeholder={t('footer.emailPlaceholder')}
          aria-label={t('footer.emailPlaceholder')}
          invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
        />
        <Button type="primary" htmlType="submit" loading={subscribe.isPending}>
          {t('footer.subscribe')}
        </Button>
      </div>
      <HoneypotField value={website} onChange={setWebsite} />
      {error && (
        <p className="newsletter__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
