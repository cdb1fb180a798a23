import { Typography } from 'antd';
import { useAdminTexts } from '../i18n/use-admin-language';

/** How many products match a table's filters: the total the page was answered with. */
export function ProductCount({ total }: { total: number | undefined }) {
  const t = useAdminTexts('productList');
  if (total === undefined) return null;
  return (
    <Typography.Text type="secondary" role="status">
      {t(total === 1 ? 'countOne' : 'countMany', { count: total })}
    </Typography.Text>
  );
}
