import { useTranslation } from '../i18n/use-translation';
import { LinkButton } from './common/LinkButton';
import { usePageHead } from './head/head-context';
import { Result } from './ui/Feedback';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageHead({ title: t('notFound.subtitle'), notFound: true });
  return <NotFoundView />;
}

/** The not-found view, for a page that declares its not-found head itself (a listing of no category). */
export function NotFoundView() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={t('notFound.subtitle')}
      extra={
        <LinkButton to="/" type="primary">
          {t('notFound.goHome')}
        </LinkButton>
      }
    />
  );
}
