import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BilingualSiteContentItem } from '@hiti/contracts';
import { renderContentEditor, answerContentSaves } from '../shared/content-editor-test-support';
import { HomeAboutEditor } from './HomeAboutEditor';

const link: BilingualSiteContentItem = {
  id: 5,
  key: 'home_about_btn_link',
  type: 'home_about',
  content: { mk: '/about', al: '' },
  contentType: 'text',
  metadata: {},
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('Home About Section Editor', () => {
  it('refuses a button link the site would not accept, under the field in Macedonian', async () => {
    const writes = answerContentSaves();
    renderContentEditor(<HomeAboutEditor />, {
      type: 'home_about',
      items: [link],
      path: '/admin/home-about-editor',
      language: 'mk',
    });
    fireEvent.change(await screen.findByLabelText('Врска на копчето'), {
      target: { value: 'javascript:alert(1)' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Зачувај ги промените' }));
    expect(await screen.findByText('Внесете валидна URL-адреса или патека')).toBeTruthy();
    await waitFor(() => expect(writes).toEqual([]));
  });

  it('saves a link to a page of the site', async () => {
    const writes = answerContentSaves();
    renderContentEditor(<HomeAboutEditor />, {
      type: 'home_about',
      items: [link],
      path: '/admin/home-about-editor',
    });
    fireEvent.change(await screen.findByLabelText('Button Link'), { target: { value: '/contact' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Changes saved')).toBeTruthy();
    expect(writes).toHaveLength(1);
  });
});
