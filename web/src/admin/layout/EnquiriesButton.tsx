import { InboxOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { useNavigate } from 'react-router';
import { STAFF_ROLES } from '@hiti/contracts';
import { useAuthCheck } from '../../api/auth';
import { useNewEnquiryCount } from '../../api/enquiries';
import { useAdminTexts } from '../i18n/use-admin-language';

/** The header's way to the enquiry inbox, with the number of new enquiries. */
export function EnquiriesButton() {
  const t = useAdminTexts('enquiries');
  const navigate = useNavigate();
  const auth = useAuthCheck();
  const role = auth.data?.authenticated ? auth.data.role : null;
  const staff = role !== null && role !== undefined && STAFF_ROLES.includes(role);
  const count = useNewEnquiryCount(staff);
  if (!staff) return null;
  const fresh = count.data?.new ?? 0;
  return (
    <Badge count={fresh} overflowCount={99} title={t('newCount', { count: fresh })}>
      <Button icon={<InboxOutlined />} onClick={() => void navigate('/admin/enquiries')}>
        {t('headerButton')}
      </Button>
    </Badge>
  );
}
