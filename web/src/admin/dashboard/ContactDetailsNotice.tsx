import { Alert } from 'antd';
import { Link } from 'react-router';
import { SHOWROOM_DETAIL_KEYS, uiMessage } from '@hiti/contracts';
import { useBilingualSiteContent } from '../../api/site-content';

/** Asks staff to fill in the showroom's address, phone and e-mail while any of them is empty. */
export function ContactDetailsNotice() {
  const contact = useBilingualSiteContent('contact');
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
      title={uiMessage('completeContactTitle')}
      description={uiMessage('completeContactBody')}
      action={<Link to="/admin/contact-editor">{uiMessage('completeContactAction')}</Link>}
    />
  );
}
