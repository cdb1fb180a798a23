import { useTranslation } from '../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Dialog';
import { Paragraph } from '../ui/Typography';

export function AdminLoginDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Modal
      open={open}
      title={t('adminDialog.title')}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('adminDialog.cancel')}</Button>
          <Button
            type="primary"
            onClick={() => {
              onClose();
              void navigate('/admin');
            }}
          >
            {t('adminDialog.goToLogin')}
          </Button>
        </>
      }
    >
      <Paragraph>{t('adminDialog.body')}</Paragraph>
    </Modal>
  );
}
