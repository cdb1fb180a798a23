import { uiMessage } from '@hiti/contracts';
import { useToast } from '../../app/toast';
import { ContentFieldsForm } from '../shared/ContentFieldsForm';
import type { ContentField } from '../shared/use-content-form';

const ABOUT_FIELDS: ContentField[] = [{ key: 'about_story', label: 'About Us', multiline: true }];

const CONTACT_FIELDS: ContentField[] = [
  { key: 'contact_address', label: 'Address' },
  { key: 'contact_phone', label: 'Phone Number' },
  { key: 'contact_email', label: 'Email' },
  { key: 'contact_map', label: 'Google Maps Embed URL' },
];

function useSavedToasts(what: string) {
  const toast = useToast();
  return {
    onSaved: () =>
      toast({
        title: uiMessage('contentSaved'),
        description: uiMessage('contentSavedBody', 'en', { type: what }),
      }),
    onFailed: () =>
      toast({
        title: uiMessage('contentSaveError'),
        description: uiMessage('contentSaveErrorBody'),
        variant: 'destructive',
      }),
  };
}

export function AboutTab() {
  return <ContentFieldsForm type="about" fields={ABOUT_FIELDS} {...useSavedToasts('About Us')} />;
}

export function ContactTab() {
  return <ContentFieldsForm type="contact" fields={CONTACT_FIELDS} {...useSavedToasts('Contact')} />;
}
