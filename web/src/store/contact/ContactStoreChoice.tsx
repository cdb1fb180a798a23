import { inLanguage } from '@hiti/contracts';
import { useStores } from '../../api/stores';
import { useTranslation } from '../../i18n/use-translation';
import { useLanguage } from '../common/use-language';
import { Field, Select } from '../ui';

/**
 * The showroom a visitor may address (optional): the browser's own select of the stores in the page's
 * language, sent as `storeId`; none chosen leaves the enquiry to the company's recipient.
 */
export function ContactStoreChoice({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const stores = useStores().data ?? [];
  if (stores.length === 0) return null;
  const options = [
    { value: '', label: t('contact.anyStore') },
    ...stores.map((store) => ({
      value: String(store.id),
      label: `${inLanguage(store.name, language)} — ${inLanguage(store.city, language)}`,
    })),
  ];
  return (
    <Field htmlFor="contact-store" label={t('contact.store')}>
      <Select
        id="contact-store"
        name="storeId"
        size="large"
        options={options}
        value={value}
        onChange={onChange}
      />
    </Field>
  );
}
