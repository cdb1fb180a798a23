import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from './common/LinkButton';
import { usePageTitle } from './common/use-page-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.subtitle'));
  return (
    <Result
      status="404"
      title={t('notFound.title')}
      subTitle={t('notFound.subtitle')}
      extra={
        <LinkButton to="/" type="primary">
          {t('notFound.goHome')}
        </LinkButton>
      }
    />
  );
}
