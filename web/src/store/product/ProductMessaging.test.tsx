import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SiteContentItem } from '@hiti/contracts';
import { createQueryClient } from '../../api/query-client';
import { siteContentKeys } from '../../api/query-keys';
import { aProduct } from '@hiti/contracts/testing';
import { answerRoute } from '../../test/http-mock';
import { renderApp } from '../../test/render';
import { ProductMessaging } from './ProductMessaging';

const number = (id: number, key: string, content: string): SiteContentItem => ({
  id,
  key,
  type: 'contact',
  content,
  contentType: 'text',
  metadata: {},
  updatedAt: '2026-11-01T10:00:00.000Z',
});

function renderLinks(path: string, language: 'mk' | 'al', numbers: SiteContentItem[]) {
  const queryClient = createQueryClient();
  answerRoute('listSiteContent', numbers);
  queryClient.setQueryData(siteContentKeys.list({ type: 'contact', lang: language }), numbers);
  const product = aProduct({ id: 42, name: language === 'al' ? 'Soba Kamina 42' : 'Камин 42' });
  return renderApp(<ProductMessaging product={product} />, { path, queryClient });
}

describe('ProductMessaging', () => {
  it('opens Viber and WhatsApp with the company numbers and a message naming the product and its page', () => {
    renderLinks('/al/product/42', 'al', [
      number(1, 'contact_viber', '+38970123456'),
      number(2, 'contact_whatsapp', '+38971222333'),
    ]);
    const page = `${window.location.origin}/al/product/42`;
    const text = `Përshëndetje, më intereson produkti „Soba Kamina 42“: ${page}`;
    const viber = screen.getByRole('link', { name: 'Pyet në Viber' });
    expect(viber.getAttribute('href')).toBe(
      `viber://chat?number=%2B38970123456&draft=${encodeURIComponent(text)}`,
    );
    const whatsapp = screen.getByRole('link', { name: 'Pyet në WhatsApp' });
    expect(whatsapp.getAttribute('href')).toBe(`https://wa.me/38971222333?text=${encodeURIComponent(text)}`);
  });

  it('offers only the app whose number is set, in Macedonian', () => {
    renderLinks('/product/42', 'mk', [number(1, 'contact_viber', ' +389 70 123-456 ')]);
    const viber = screen.getByRole('link', { name: 'Прашај на Viber' }).getAttribute('href');
    expect(viber).toContain('viber://chat?number=%2B38970123456&');
    expect(viber).toContain(
      encodeURIComponent(`производот „Камин 42“: ${window.location.origin}/product/42`),
    );
    expect(screen.queryByRole('link', { name: /WhatsApp/u })).toBeNull();
  });

  it('shows nothing while the company has no number', () => {
    const { container } = renderLinks('/product/42', 'mk', []);
    expect(container.querySelector('.messaging-links')).toBeNull();
  });
});
