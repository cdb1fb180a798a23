import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Alert, Button, Card, Flex, Form, Input, Spin, Typography } from 'antd';
import {
  secondFactorCodeBodySchema,
  secondFactorResetBodySchema,
  type SecondFactorCodeBody,
  type SecondFactorResetBody,
} from '@hiti/contracts';
import {
  useRegenerateRecoveryCodes,
  useResetOwnSecondFactor,
  useSecondFactorStatus,
} from '../../api/second-factor';
import { useToast } from '../../app/toast';
import { userRoleAtom } from '../../state/atoms';
import { homeOfRole } from '../guards/guard-target';
import { useAdminTexts, useAdminValidation } from '../i18n/use-admin-language';
import { AdminShell } from '../layout/AdminShell';
import { useErrorText } from '../shared/error-text';
import { zodRules } from '../shared/zod-form';
import { EnrolmentPanel } from './EnrolmentPanel';
import { RecoveryCodeList } from './RecoveryCodeList';

/** The signed-in admin's own two-step sign-in: set it up, renew the recovery codes, or turn it off. */
export function SecondFactorPage() {
  const status = useSecondFactorStatus();
  const role = useAtomValue(userRoleAtom);
  const regenerate = useRegenerateRecoveryCodes();
  const reset = useResetOwnSecondFactor();
  const [enrolling, setEnrolling] = useState(false);
  const [newCodes, setNewCodes] = useState<string[] | null>(null);
  const t = useAdminTexts('secondFactor');
  const toast = useToast();
  const errorText = useErrorText();
  const translate = useAdminValidation();
  const codeRules = zodRules<SecondFactorCodeBody>(secondFactorCodeBodySchema, { translate });
  const resetRules = zodRules<SecondFactorResetBody>(secondFactorResetBodySchema, { translate });
  const failed = (error: unknown) =>
    toast({ title: t('failedTitle'), description: errorText(error), variant: 'destructive' });

  const body = () => {
    if (status.isPending) return <Spin />;
    if (status.isError) return <Alert type="error" showIcon message={errorText(status.error)} />;
    if (enrolling) {
      return (
        <EnrolmentPanel
          required={status.data.required}
          onDone={() => {
            setEnrolling(false);
            void status.refetch();
          }}
        />
      );
    }
    if (!status.data.enrolled) {
      return (
        <Flex vertical gap={12} align="start">
          <Typography.Text>{t('statusOff')}</Typography.Text>
          <Button type="primary" onClick={() => setEnrolling(true)}>
            {t('setUp')}
          </Button>
        </Flex>
      );
    }
    return (
      <Flex vertical gap={24}>
        <Alert type="success" showIcon message={t('statusOn', { left: status.data.recoveryCodesLeft })} />
        <Card title={t('newCodes')} size="small">
          {newCodes ? (
            <RecoveryCodeList codes={newCodes} onDone={() => setNewCodes(null)} />
          ) : (
            <Form<SecondFactorCodeBody>
              layout="vertical"
              requiredMark={false}
              onFinish={({ code }) =>
                regenerate.mutate(code, {
                  onSuccess: ({ recoveryCodes }) => setNewCodes(recoveryCodes),
                  onError: failed,
                })
              }
            >
              <Typography.Paragraph type="secondary">{t('newCodesIntro')}</Typography.Paragraph>
              <Form.Item label={t('code')} name="code" rules={codeRules('code')}>
                <Input autoComplete="one-time-code" maxLength={64} />
              </Form.Item>
              <Button htmlType="submit" disabled={regenerate.isPending}>
                {t('newCodes')}
              </Button>
            </Form>
          )}
        </Card>
        <Card title={t('turnOff')} size="small">
          <Form<SecondFactorResetBody>
            layout="vertical"
            requiredMark={false}
            onFinish={(values) => reset.mutate(values, { onError: failed })}
          >
            <Typography.Paragraph type="secondary">{t('turnOffIntro')}</Typography.Paragraph>
            <Form.Item
              label={t('currentPassword')}
              name="currentPassword"
              rules={resetRules('currentPassword')}
            >
              <Input.Password autoComplete="current-password" />
            </Form.Item>
            <Button danger htmlType="submit" disabled={reset.isPending}>
              {t('turnOff')}
            </Button>
          </Form>
        </Card>
      </Flex>
    );
  };

  return (
    <AdminShell title={t('codeTitle')} backTo={role ? homeOfRole(role) : '/admin'} maxWidth={720}>
      <Card>{body()}</Card>
    </AdminShell>
  );
}
