import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export function AdminLoginDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Modal
      open={open}
      title={t('adminDialog.title')}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('adminDialog.cancel')}
        </Button>,
        <Button
          key="login"
          type="primary"
          onClick={() => {
            onClose();
            void navigate('/admin');
          }}
        >
          {t('adminDialog.goToLogin')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{t('adminDialog.body')}</Typography.Paragraph>
    </Modal>
  );
}
