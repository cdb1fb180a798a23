import { Button, Input, Modal } from 'antd';
import { useState } from 'react';
import { useErasePerson } from '../../api/enquiries';
import { useToast } from '../../app/toast';
import { useAdminTexts } from '../i18n/use-admin-language';
import { useErrorText } from '../shared/error-text';

/** "Erase this person" (super admins): every enquiry and newsletter entry of one address. */
export function ErasePersonButton() {
  const t = useAdminTexts('enquiries');
  const toast = useToast();
  const errorText = useErrorText();
  const erase = useErasePerson();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');

  const run = () =>
    erase.mutate(email, {
      onSuccess: (erased) => {
        toast({ title: t('erased', { enquiries: erased.enquiries, newsletter: erased.newsletter }) });
        setOpen(false);
        setEmail('');
      },
      onError: (error) => toast({ title: t('error'), description: errorText(error), variant: 'destructive' }),
    });

  return (
    <>
      <Button danger onClick={() => setOpen(true)}>
        {t('erasePerson')}
      </Button>
      <Modal
        open={open}
        title={t('eraseTitle')}
        okText={t('erasePerson')}
        cancelText={t('cancel')}
        okButtonProps={{ danger: true, disabled: email.trim() === '', loading: erase.isPending }}
        onOk={run}
        onCancel={() => setOpen(false)}
      >
        <Input
          type="email"
          aria-label={t('email')}
          placeholder={t('email')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        {email.trim() !== '' && <p style={{ marginTop: 12 }}>{t('eraseConfirm', { email: email.trim() })}</p>}
      </Modal>
    </>
  );
}
