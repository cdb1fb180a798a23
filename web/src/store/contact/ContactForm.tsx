import { SendOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { CONTACT_FORM_FIELDS, uiMessage } from '@hiti/contracts';
import type { ContactFormField } from '@hiti/contracts';
import { HoneypotField } from '../ui/HoneypotField';
import { useSendContactMessage } from '../../api/messages';
import { useToast } from '../../app/toast';
import { EMPTY_CONTACT_FORM, validateContactForm } from '../../lib/contact-validation';
import type { ContactFormErrors, ContactFormValues } from '../../lib/contact-validation';
import { useLanguage } from '../common/use-language';
import type { ContactFormTexts } from './contact-texts';

export function ContactForm({ texts }: { texts: ContactFormTexts }) {
  const language = useLanguage();
  const toast = useToast();
  const send = useSendContactMessage();
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const [errors, setErrors] = useState<ContactFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [website, setWebsite] = useState('');

  const change = (field: ContactFormField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validateContactForm(next, language));
  };

  const submit = () => {
    setSubmitted(true);
    const found = validateContactForm(values, language);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    send.mutate(
      { ...values, website, language },
      {
        onSuccess: () => {
          setValues(EMPTY_CONTACT_FORM);
          setWebsite('');
          setSubmitted(false);
          toast({
            title: uiMessage('contactSuccessTitle', language),
            description: uiMessage('contactSuccessBody', language),
          });
        },
        onError: () =>
          toast({
            title: uiMessage('contactErrorTitle', language),
            description: uiMessage('contactErrorBody', language),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Form layout="vertical" onFinish={submit} noValidate aria-label={texts.submit}>
      {CONTACT_FORM_FIELDS.map((field) => {
        const common = {
          id: `contact-${field}`,
          value: values[field],
          placeholder: texts.placeholders[field],
          status: errors[field] ? ('error' as const) : undefined,
        };
        return (
          <Form.Item
            key={field}
            label={texts.labels[field]}
            htmlFor={`contact-${field}`}
            validateStatus={errors[field] ? 'error' : undefined}
            help={errors[field]}
          >
            {field === 'message' ? (
              <Input.TextArea {...common} rows={6} onChange={(event) => change(field, event.target.value)} />
            ) : (
              <Input
                {...common}
                type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                onChange={(event) => change(field, event.target.value)}
              />
            )}
          </Form.Item>
        );
      })}
      <HoneypotField value={website} onChange={setWebsite} />
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        icon={<SendOutlined />}
        disabled={send.isPending}
        block
      >
        {send.isPending ? texts.sending : texts.submit}
      </Button>
    </Form>
  );
}
