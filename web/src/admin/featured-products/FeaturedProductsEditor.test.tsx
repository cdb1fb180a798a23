import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BilingualSiteContentItem } from '@hiti/contracts';
import { authCheckQuery } from '../../api/auth';
import { createQueryClient } from '../../api/query-client';
import { siteContentKeys } from '../../api/query-keys';
import { answerRoute, refuseRoute } from '../../test/http-mock';
import { renderApp } from '../../test/render';
import { ADMIN_LANGUAGE_KEY } from '../i18n/admin-language';
import type { AdminLanguage } from '../i18n/admin-language';
import { FeaturedProductsEditor } from './FeaturedProductsEditor';

const title: BilingualSiteContentItem = {
  id: 9,
  key: 'featured_products_title',
  type: 'featured_products',
  content: { mk: 'Истакнати производи', al: 'Produkte të veçuara' },
  contentType: 'text',
  metadata: {},
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function renderEditor(language: AdminLanguage) {
  window.localStorage.setItem(ADMIN_LANGUAGE_KEY, language);
  answerRoute('listEditableSiteContent', [title]);
  answerRoute('countNewEnquiries', { new: 0 });
  refuseRoute('saveSiteContent', 'INTERNAL');
  const queryClient = createQueryClient();
  queryClient.setQueryData(authCheckQuery.queryKey, { authenticated: true, role: 'super_admin' });
  queryClient.setQueryData(siteContentKeys.list({ type: 'featured_products', lang: 'both' }), [title]);
  return renderApp(<FeaturedProductsEditor />, { queryClient, path: '/admin/featured-products-editor' });
}

describe('Featured Products Editor languages', { timeout: 30_000 }, () => {
  it('speaks English by default', async () => {
    renderEditor('en');
    expect(await screen.findByText('Featured Products Editor')).toBeTruthy();
    expect(screen.getByLabelText('Title (MK)')).toHaveProperty('value', 'Истакнати производи');
    expect(screen.getByLabelText('View All Button Text (AL)')).toBeTruthy();
  });

  it('shows its title and labels in Macedonian', async () => {
    renderEditor('mk');
    expect(await screen.findByText('Уредување на истакнатите производи')).toBeTruthy();
    expect(screen.getByLabelText('Наслов (македонски)')).toHaveProperty('value', 'Истакнати производи');
    expect(screen.getByLabelText('Текст на копчето „Види ги сите“ (албански)')).toBeTruthy();
  });

  it('shows its labels and a failed save in Albanian', async () => {
    renderEditor('al');
    expect(await screen.findByText('Redaktimi i produkteve të veçuara')).toBeTruthy();
    expect(screen.getByLabelText('Titulli (shqip)')).toHaveProperty('value', 'Produkte të veçuara');
    fireEvent.click(screen.getByRole('button', { name: 'Ruaj ndryshimet' }));
    expect(await screen.findByText('Gabim gjatë ruajtjes së ndryshimeve')).toBeTruthy();
  });
});
