import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { emailSchema, uiMessage, validationMessage } from '@hiti/contracts';
import { useSubscribeNewsletter } from '../../api/messages';
import { useToast } from '../../app/toast';
import { useLanguage } from '../common/use-language';

export function NewsletterForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const toast = useToast();
  const subscribe = useSubscribeNewsletter();
  const [form] = Form.useForm<{ email: string }>();

  const onFinish = ({ email }: { email: string }) => {
    subscribe.mutate(
      { email, language },
      {
        onSuccess: () => {
          form.resetFields();
          toast({
            title: uiMessage('newsletterSuccessTitle', language),
            description: uiMessage('newsletterSuccessBody', language),
          });
        },
        onError: () =>
          toast({
            title: uiMessage('newsletterErrorTitle', language),
            description: uiMessage('newsletterErrorBody', language),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Form form={form} onFinish={onFinish} aria-label={t('footer.newsletterTitle')}>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item
          name="email"
          noStyle
          rules={[
            {
              validator: (_rule, value: unknown) =>
                emailSchema.safeParse(value ?? '').success
                  ? Promise.resolve()
                  : Promise.reject(new Error(validationMessage('contactEmail', language))),
            },
          ]}
        >
          <Input
            type="email"
            placeholder={t('footer.emailPlaceholder')}
            aria-label={t('footer.newsletterTitle')}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={subscribe.isPending}>
          {t('footer.subscribe')}
        </Button>
      </Space.Compact>
      <Form.Item noStyle shouldUpdate>
        {() => {
          const errors = form.getFieldError('email');
          return errors.length ? (
            <div style={{ color: '#ff7875', marginTop: 4, fontSize: 12 }}>{errors[0]}</div>
          ) : null;
        }}
      </Form.Item>
    </Form>
  );
}
