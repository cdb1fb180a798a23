import { Result } from 'antd';
import { Link } from 'react-router';
import { useAuthCheck } from '../../api/auth';
import { homeOfRole } from '../guards/guard-target';
import { useAdminTexts } from '../i18n/use-admin-language';

/** What an address below /admin that is no admin page shows: a 404 with a way to the admin's home. */
export function AdminNotFound() {
  const t = useAdminTexts('frame');
  const check = useAuthCheck();
  const role = check.data?.role;
  const home = role ? homeOfRole(role) : '/admin/login';
  return (
    <Result
      status="404"
      title={t('notFound')}
      subTitle={t('notFoundBody')}
      extra={<Link to={home}>{t('toAdminHome')}</Link>}
    />
  );
}
