import { Alert, Flex } from 'antd';
import { Link } from 'react-router';
import { SHOWROOM_DETAIL_KEYS } from '@hiti/contracts';
import { useBilingualSiteContent } from '../../api/site-content';
import { useAdminTexts } from '../i18n/use-admin-language';

/** Asks staff to fill in the showroom's address, phone and e-mail while any of them is empty. */
export function ContactDetailsNotice() {
  const contact = useBilingualSiteContent('contact');
  const message = useAdminTexts('messages');
  if (!contact.data) return null;
  const incomplete = SHOWROOM_DETAIL_KEYS.some((key) => {
    const item = contact.data.find((candidate) => candidate.key === key);
    return !item || (item.content.mk.trim() === '' && item.content.al.trim() === '');
  });
  if (!incomplete) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={message('completeContactTitle')}
      description={
        // the link sits under the text rather than beside it, so the title keeps the width on phones
        <Flex vertical gap={4} align="flex-start">
          <span>{message('completeContactBody')}</span>
          <Link to="/admin/contact-editor">{message('completeContactAction')}</Link>
        </Flex>
      }
    />
  );
}
