import { useEffect, useState } from 'react';
import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import {
  secondFactorCodeBodySchema,
  type EnrolmentConfirmed,
  type SecondFactorCodeBody,
} from '@hiti/contracts';
import { useConfirmSecondFactor, useStartSecondFactor } from '../../api/second-factor';
import { useToast } from '../../app/toast';
import { useAdminTexts, useAdminValidation } from '../i18n/use-admin-language';
import { useErrorText } from '../shared/error-text';
import { zodRules } from '../shared/zod-form';
import { QrCode } from './QrCode';
import { RecoveryCodeList } from './RecoveryCodeList';

/**
 * Enrolment: the QR code and the key as text, a first code that turns the factor on, then the recovery codes
 * once, until the admin says they saved them.
 */
export function EnrolmentPanel({
  required,
  onDone,
}: {
  required: boolean;
  onDone: (confirmed: EnrolmentConfirmed) => void;
}) {
  const start = useStartSecondFactor();
  const confirm = useConfirmSecondFactor();
  const [confirmed, setConfirmed] = useState<EnrolmentConfirmed | null>(null);
  const t = useAdminTexts('secondFactor');
  const toast = useToast();
  const errorText = useErrorText();
  const rulesOf = zodRules<SecondFactorCodeBody>(secondFactorCodeBodySchema, {
    translate: useAdminValidation(),
  });
  const { mutate } = start;

  useEffect(() => mutate(), [mutate]);

  if (confirmed) return <RecoveryCodeList codes={confirmed.recoveryCodes} onDone={() => onDone(confirmed)} />;

  const onFinish = ({ code }: SecondFactorCodeBody) =>
    confirm.mutate(code, {
      onSuccess: setConfirmed,
      onError: (error) =>
        toast({ title: t('failedTitle'), description: errorText(error), variant: 'destructive' }),
    });

  return (
    <Flex vertical gap={12}>
      {required ? <Alert type="info" showIcon message={t('enrolRequired')} /> : null}
      <Typography.Text>{t('enrolIntro')}</Typography.Text>
      {start.isError ? <Alert type="error" showIcon message={errorText(start.error)} /> : null}
      {start.data ? (
        <Flex vertical align="center" gap={8}>
          <QrCode text={start.data.uri} label={t('qrLabel')} />
          <Typography.Text type="secondary">{t('secretText')}</Typography.Text>
          <Typography.Text copyable code style={{ wordBreak: 'break-all', textAlign: 'center' }}>
            {start.data.secret}
          </Typography.Text>
        </Flex>
      ) : null}
      <Form<SecondFactorCodeBody> layout="vertical" onFinish={onFinish} requiredMark={false}>
        <Form.Item label={t('code')} name="code" rules={rulesOf('code')}>
          <Input autoComplete="one-time-code" inputMode="numeric" maxLength={64} />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          block
          size="large"
          disabled={!start.data || confirm.isPending}
        >
          {t('confirm')}
        </Button>
      </Form>
    </Flex>
  );
}
