import { Button, Flex, Typography } from 'antd';
import { useAdminTexts } from '../i18n/use-admin-language';

/** Recovery codes, shown once, until the admin says they saved them. */
export function RecoveryCodeList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useAdminTexts('secondFactor');
  return (
    <Flex vertical gap={12}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('codesTitle')}
      </Typography.Title>
      <Typography.Text>{t('codesIntro')}</Typography.Text>
      <ol
        style={{
          columns: 2,
          columnGap: 32,
          paddingInlineStart: 32,
          fontFamily: 'monospace',
          fontSize: 16,
          margin: 0,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Button type="primary" size="large" block onClick={onDone}>
        {t('continue')}
      </Button>
    </Flex>
  );
}
