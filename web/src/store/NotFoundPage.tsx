import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from './common/LinkButton';
import { usePageHead } from './head/head-context';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageHead({ title: t('notFound.subtitle'), notFound: true });
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
