import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { validationMessages, type BilingualSiteContentItem } from '@hiti/contracts';
import {
  renderContentEditor,
  savedItems,
  seededItems,
  answerContentSaves,
} from '../shared/content-editor-test-support';
import { ContactEditor } from './ContactEditor';

const address: BilingualSiteContentItem = {
  id: 3,
  key: 'contact_address',
  type: 'contact',
  content: { mk: 'Скопје', al: 'Shkup' },
  contentType: 'text',
  metadata: {},
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const renderEditor = (language?: 'mk' | 'al') =>
  renderContentEditor(<ContactEditor />, {
    type: 'contact',
    items: [address],
    path: '/admin/contact-editor',
    language,
  });

describe('Contact Page Editor languages', () => {
  it('speaks English by default, each text with its MK and AL input', async () => {
    renderEditor();
    expect(await screen.findByText('Contact Page Editor')).toBeTruthy();
    expect(screen.getByLabelText('Address (MK)')).toHaveProperty('value', 'Скопје');
    expect(screen.getByLabelText('Address (AL)')).toHaveProperty('value', 'Shkup');
    expect(screen.getByRole('tab', { name: 'Social Media Links' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeTruthy();
  });

  it('shows its titles, tabs, labels, help and button in Macedonian', async () => {
    renderEditor('mk');
    expect(await screen.findByText('Уредување на страницата за контакт')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Контакт-информации' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Врски до социјалните мрежи' })).toBeTruthy();
    expect(screen.getByLabelText('Адреса (македонски)')).toHaveProperty('value', 'Скопје');
    expect(screen.getByLabelText('Адреса (албански)')).toHaveProperty('value', 'Shkup');
    expect(screen.getByLabelText('Испраќај ги пораките до')).toBeTruthy();
    expect(screen.getByText('Се прикажува на страницата за контакт.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Зачувај ги промените' })).toBeTruthy();
  });

  it('saves in Albanian and reports it in Albanian', async () => {
    const writes = answerContentSaves();
    renderEditor('al');
    fireEvent.change(await screen.findByLabelText('Adresa (shqip)'), { target: { value: 'Tetovë' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ruaj ndryshimet' }));
    expect(await screen.findByText('Të dhënat e kontaktit u përditësuan.')).toBeTruthy();
    expect(writes).toHaveLength(1);
  });

  it('sends only the changed text of a stored page, in one request', async () => {
    const stored = seededItems('contact');
    const writes = answerContentSaves();
    renderContentEditor(<ContactEditor />, { type: 'contact', items: stored, path: '/admin/contact-editor' });
    fireEvent.change(await screen.findByLabelText('Address (AL)'), { target: { value: 'Tetovë' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Contact information has been updated.')).toBeTruthy();
    const address = stored.find((item) => item.key === 'contact_address');
    expect(writes).toHaveLength(1);
    expect(savedItems(writes)).toEqual([
      [{ type: 'contact', key: 'contact_address', content: { mk: address?.content.mk, al: 'Tetovë' } }],
    ]);
  });

  it('sends nothing when nothing changed, and says it is saved', async () => {
    const stored = seededItems('contact');
    const writes = answerContentSaves();
    renderContentEditor(<ContactEditor />, { type: 'contact', items: stored, path: '/admin/contact-editor' });
    fireEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Contact information has been updated.')).toBeTruthy();
    expect(writes).toEqual([]);
  });

  it("shows the server's refusal under its field in Macedonian, and the failure toast", async () => {
    const stored = seededItems('contact');
    answerContentSaves({
      code: 'VALIDATION_FAILED',
      details: [
        {
          path: 'items.0.content.mk',
          key: 'contactRecipientInvalid',
          message: validationMessages.contactRecipientInvalid,
        },
      ],
    });
    renderContentEditor(<ContactEditor />, {
      type: 'contact',
      items: stored,
      path: '/admin/contact-editor',
      language: 'mk',
    });
    fireEvent.change(await screen.findByLabelText('Испраќај ги пораките до'), {
      target: { value: 'info@hitikamina.mk' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Зачувај ги промените' }));
    expect(await screen.findByText('Контакт-информациите не можеа да се зачуваат.')).toBeTruthy();
    const field = screen.getByLabelText('Испраќај ги пораките до').closest('.ant-form-item');
    expect(field?.textContent).toContain('Внесете валидна адреса на е-пошта или оставете празно');
  });

  it('reports a failed save in Macedonian', async () => {
    answerContentSaves({ code: 'INTERNAL' });
    renderEditor('mk');
    fireEvent.click(await screen.findByRole('button', { name: 'Зачувај ги промените' }));
    expect(await screen.findByText('Контакт-информациите не можеа да се зачуваат.')).toBeTruthy();
  });

  it('refuses a wrong recipient address with the Albanian message', async () => {
    const writes = answerContentSaves();
    renderEditor('al');
    fireEvent.change(await screen.findByLabelText('Dërgoji mesazhet te'), {
      target: { value: 'not-an-address' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ruaj ndryshimet' }));
    expect(await screen.findByText('Shkruani një adresë të vlefshme email-i ose lëreni bosh')).toBeTruthy();
    await waitFor(() => expect(writes).toEqual([]));
  });

  it('refuses a social link the site would not accept, under the field and in Albanian', async () => {
    const writes = answerContentSaves();
    renderEditor('al');
    fireEvent.click(await screen.findByRole('tab', { name: 'Lidhjet e rrjeteve sociale' }));
    fireEvent.change(await screen.findByLabelText('Facebook'), {
      target: { value: '//facebook.com/hitikamina' },
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Ruaj ndryshimet' }).at(-1) as HTMLElement);
    expect(await screen.findByText('Shkruani një URL ose shteg të vlefshëm')).toBeTruthy();
    await waitFor(() => expect(writes).toEqual([]));
  });

  it('refuses a contact page e-mail that is not an address, under the field in Macedonian', async () => {
    const writes = answerContentSaves();
    renderEditor('mk');
    fireEvent.change(await screen.findByLabelText('Е-пошта'), { target: { value: 'info@hitikamina' } });
    fireEvent.click(screen.getByRole('button', { name: 'Зачувај ги промените' }));
    expect(await screen.findByText('Внесете валидна адреса на е-пошта или оставете празно')).toBeTruthy();
    await waitFor(() => expect(writes).toEqual([]));
  });
});
