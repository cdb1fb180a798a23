import { InboxOutlined } from '@ant-design/icons';
import { Card, Flex, Statistic } from 'antd';
import { useNewEnquiryCount } from '../../api/enquiries';
import { LinkButton } from '../../store/common/LinkButton';
import { useAdminTexts } from '../i18n/use-admin-language';

/** The dashboards' count of new enquiries, leading to the inbox. */
export function NewEnquiriesCard() {
  const t = useAdminTexts('enquiries');
  const count = useNewEnquiryCount(true);
  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Statistic
          title={t('title')}
          value={count.data?.new ?? 0}
          loading={count.isPending}
          prefix={<InboxOutlined />}
          suffix={t('new').toLowerCase()}
        />
        <LinkButton to="/admin/enquiries" type="primary">
          {t('open')}
        </LinkButton>
      </Flex>
    </Card>
  );
}
