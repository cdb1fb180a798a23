import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useSearchParams } from 'react-router';
import type { FormEvent } from 'react';
import { CONTACT_FORM_FIELDS, CONTACT_MAXIMUMS } from '@hiti/contracts';
import type { ContactFormField } from '@hiti/contracts';
import { HoneypotField } from '../ui/HoneypotField';
import { useSendContactMessage } from '../../api/messages';
import { useToast } from '../../app/toast';
import { EMPTY_CONTACT_FORM, validateContactForm } from '../../lib/contact-validation';
import type { ContactChecks } from '../../lib/contact-validation';
import { loadSchemas } from '../../api/schemas-loader';
import type { ContactFormErrors, ContactFormValues } from '../../lib/contact-validation';
import { failureDescription } from '../common/failure-text';
import { useLanguage } from '../common/use-language';
import { parseProductId, useStoreProduct } from '../product/use-store-product';
import { Button, Field, Input, SendIcon, TextArea } from '../ui';
import type { ContactFormTexts } from './contact-texts';
import { ContactStoreChoice } from './ContactStoreChoice';

const INPUT_TYPES: Record<Exclude<ContactFormField, 'message'>, string> = {
  name: 'text',
  email: 'email',
  phone: 'tel',
  subject: 'text',
};

const AUTOCOMPLETE: Record<ContactFormField, string> = {
  name: 'name',
  email: 'email',
  phone: 'tel',
  subject: 'off',
  message: 'off',
};

/** The product named by `?product=` (the product page's contact to buy): its id and name once it is read. */
function useProductAskedAbout() {
  const [params] = useSearchParams();
  const id = parseProductId(params.get('product') ?? undefined);
  const product = useStoreProduct(id);
  return product.data ? { id, name: product.data.name } : { id: undefined, name: undefined };
}

export function ContactForm({ texts }: { texts: ContactFormTexts }) {
  const language = useLanguage();
  const toast = useToast();
  const send = useSendContactMessage();
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const [errors, setErrors] = useState<ContactFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [website, setWebsite] = useState('');
  const [storeId, setStoreId] = useState('');
  const checks = useRef<ContactChecks | null>(null);
  const product = useProductAskedAbout();

  // The product page's "contact to buy": the subject and message name the product, once it is read,
  // unless the visitor already wrote them.
  const { t } = useTranslation();
  const [prefilledFor, setPrefilledFor] = useState<string | undefined>(undefined);
  if (product.name && product.name !== prefilledFor) {
    setPrefilledFor(product.name);
    if (!values.subject && !values.message) {
      setValues({
        ...values,
        subject: t('contact.productSubject', { name: product.name }),
        message: t('contact.productMessage', { name: product.name }),
      });
    }
  }

  const change = (field: ContactFormField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted && checks.current) setErrors(validateContactForm(next, language, checks.current));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    checks.current ??= await loadSchemas();
    setSubmitted(true);
    const found = validateContactForm(values, language, checks.current);
    setErrors(found);
    const firstInvalid = CONTACT_FORM_FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      document.getElementById(`contact-${firstInvalid}`)?.focus();
      return;
    }
    send.mutate(
      {
        ...values,
        website,
        language,
        ...(product.id === undefined ? {} : { productId: product.id }),
        ...(storeId === '' ? {} : { storeId: Number(storeId) }),
      },
      {
        onSuccess: () => {
          setValues(EMPTY_CONTACT_FORM);
          setWebsite('');
          setStoreId('');
          setSubmitted(false);
          toast({
            title: t('contact.sentTitle'),
            description: t('contact.sentBody'),
            focus: true,
          });
        },
        onError: (error) =>
          toast({
            title: t('ui.error'),
            description: failureDescription(error, language, 'contact.failedBody'),
            variant: 'destructive',
            focus: true,
          }),
      },
    );
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={texts.submit}>
      {CONTACT_FORM_FIELDS.map((field) => {
        const id = `contact-${field}`;
        const common = {
          id,
          name: field,
          value: values[field],
          placeholder: texts.placeholders[field],
          autoComplete: AUTOCOMPLETE[field],
          maxLength: CONTACT_MAXIMUMS[field],
          required: true,
          invalid: errors[field] !== undefined,
          'aria-describedby': errors[field] ? `${id}-error` : undefined,
        };
        return (
          <Field key={field} htmlFor={id} label={texts.labels[field]} error={errors[field]}>
            {field === 'message' ? (
              <TextArea {...common} rows={6} onChange={(event) => change(field, event.target.value)} />
            ) : (
              <Input
                {...common}
                type={INPUT_TYPES[field]}
                size="large"
                onChange={(event) => change(field, event.target.value)}
              />
            )}
          </Field>
        );
      })}
      <ContactStoreChoice value={storeId} onChange={setStoreId} />
      <HoneypotField value={website} onChange={setWebsite} />
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        icon={<SendIcon />}
        disabled={send.isPending}
        block
      >
        {send.isPending ? texts.sending : texts.submit}
      </Button>
    </form>
  );
}
