import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BilingualSiteContentItem } from '@hiti/contracts';
import { refuseRoute } from '../../test/http-mock';
import { renderContentEditor, savedItems, answerContentSaves } from '../shared/content-editor-test-support';
import { LogoManagement } from './LogoManagement';

const logo: BilingualSiteContentItem = {
  id: 9,
  key: 'main_logo',
  type: 'logo',
  content: { mk: '/images/logo.svg', al: '' },
  contentType: 'image',
  metadata: { alt: { mk: 'Хити Камина', al: 'Hiti Kamina' } },
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const renderLogo = (language?: 'mk' | 'al') =>
  renderContentEditor(<LogoManagement />, { type: 'logo', items: [logo], path: '/admin/logo', language });

describe('Logo Management languages', () => {
  it('speaks English by default', async () => {
    renderLogo();
    expect(await screen.findByText('Update Website Logo')).toBeTruthy();
    expect(screen.getByLabelText('Alt Text (AL)')).toHaveProperty('value', 'Hiti Kamina');
    expect(screen.getByRole('button', { name: 'Save Logo' })).toBeTruthy();
  });

  it('saves in Macedonian and confirms it in Macedonian', async () => {
    answerContentSaves();
    renderLogo('mk');
    expect(await screen.findByText('Управување со логото')).toBeTruthy();
    expect(screen.getByLabelText('Алтернативен текст (македонски)')).toHaveProperty('value', 'Хити Камина');
    expect(screen.getByRole('button', { name: /Избери датотека на логото/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Зачувај го логото' }));
    expect(await screen.findByText('Логото е успешно ажурирано')).toBeTruthy();
  });

  it('refuses a file of the wrong type with Albanian upload texts', async () => {
    const { container } = renderLogo('al');
    expect(await screen.findByText('Përditësoni logon e faqes')).toBeTruthy();
    expect(screen.getByLabelText('Teksti alternativ (shqip)')).toHaveProperty('value', 'Hiti Kamina');
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('the logo screen has no file input');
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'logo.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('Ngarkimi dështoi')).toBeTruthy();
    expect(
      screen.getByText('Lloj i pavlefshëm skedari: zgjidhni një imazh (JPEG, PNG, WebP ose SVG)'),
    ).toBeTruthy();
  });

  it('names the logo types when the server refuses a file by its bytes, in Macedonian', async () => {
    refuseRoute('uploadImage', 'IMAGE_TYPE_INVALID', { message: 'Invalid file type' });
    const { container } = renderLogo('mk');
    expect(await screen.findByText('Управување со логото')).toBeTruthy();
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('the logo screen has no file input');
    // a GIF named and typed as a PNG: the browser's type passes, the server reads the bytes
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'logo.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Прикачувањето не успеа')).toBeTruthy();
    expect(screen.getByText('Неважечки тип датотека: изберете слика (JPEG, PNG, WebP или SVG)')).toBeTruthy();
  });

  it('puts the bundled logo back in place of an uploaded one, in Albanian', async () => {
    const uploaded = { ...logo, content: { mk: '/attached_assets/logo-shop.png', al: '' } };
    const saves = answerContentSaves();
    renderContentEditor(<LogoManagement />, {
      type: 'logo',
      items: [uploaded],
      path: '/admin/logo',
      language: 'al',
    });
    fireEvent.click(await screen.findByRole('button', { name: /Rikthe logon e parazgjedhur/ }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('button', { name: /Rikthe logon e parazgjedhur/ })).toBeNull(),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ruaj logon' }));
    await vi.waitFor(() => expect(saves).toHaveLength(1));
    expect(savedItems(saves)).toEqual([[expect.objectContaining({ content: { mk: '/logo.svg', al: '' } })]]);
  });
});
