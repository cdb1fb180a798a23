import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Category, Language, SiteContentItem } from '@hiti/contracts';
import { createQueryClient } from '../../api/query-client';
import { categoryKeys, siteContentKeys } from '../../api/query-keys';
import { answerRoute, onRoute, recordRequests, refuseRoute } from '../../test/http-mock';
import { renderApp } from '../../test/render';
import { Footer } from './Footer';
import { answerLayoutReads } from './site-layout-test-support';

function socialItem(key: string, content: string): SiteContentItem {
  return {
    id: key.length,
    key,
    type: 'social',
    content,
    contentType: 'text',
    metadata: {},
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
}

/** Answers the footer's reads as the tests seed them: `social` for the social links, and `categories`. */
function answerFooterReads(social: SiteContentItem[], categories: Category[]) {
  onRoute('listSiteContent', ({ query }) => (query.get('type') === 'social' ? social : []));
  answerRoute('listCategories', categories);
}

function renderFooter(social: SiteContentItem[]) {
  answerFooterReads(social, []);
  const queryClient = createQueryClient();
  queryClient.setQueryData(siteContentKeys.list({ type: 'social', lang: 'mk' }), social);
  return renderApp(<Footer />, { queryClient });
}

const CATEGORY_NAMES: Record<Language, string[]> = {
  mk: ['Вградени камини', 'Електрични камини', 'Прибор'],
  al: ['Kamina Montues', 'Kamina Elektrik', 'Aksesor'],
};

const FOOTER_LINKS: Record<Language, [string, string, string]> = {
  mk: ['Камини за вградување', 'Електрични камини', 'Додатоци'],
  al: ['Kamina montuese', 'Kamina elektrike', 'Aksesorë'],
};

/** The footer of a page in `language` whose categories (ids 11, 12, 13 in the order of the names) are read. */
function renderWithCategories(language: Language, names = CATEGORY_NAMES[language]) {
  const queryClient = createQueryClient();
  const categories: Category[] = names.map((name, index) => ({
    id: 11 + index,
    name,
    description: '',
    imageUrl: null,
  }));
  answerFooterReads([], categories);
  queryClient.setQueryData(categoryKeys.list({ lang: language }), categories);
  queryClient.setQueryData(siteContentKeys.list({ type: 'social', lang: language }), []);
  return renderApp(<Footer />, { queryClient, path: language === 'al' ? '/al/' : '/' });
}

const hrefsOf = (names: readonly string[]) =>
  names.map((name) => screen.getByRole('link', { name }).getAttribute('href'));

describe('Footer', () => {
  it('links Twitter and YouTube once staff have stored their addresses, and not before', () => {
    renderFooter([socialItem('social_twitter', 'x.com/hitikamina'), socialItem('social_youtube', '')]);
    expect(screen.getByRole('link', { name: 'Twitter' }).getAttribute('href')).toBe(
      'https://x.com/hitikamina',
    );
    expect(screen.queryByRole('link', { name: 'YouTube' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Facebook' }).getAttribute('target')).toBe('_blank');
  });

  it('subscribes with the honeypot field sent along, a field no visitor sees or reaches', async () => {
    answerRoute('subscribe', { status: 'pending' }, { status: 202 });
    const sent = recordRequests('subscribe');
    const { container } = renderFooter([]);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot?.tabIndex).toBe(-1);
    expect(honeypot?.closest('[aria-hidden="true"]')).toBeTruthy();
    expect(honeypot?.getAttribute('autocomplete')).toBe('off');

    fireEvent.click(screen.getByRole('button', { name: 'Пријави се' }));
    expect(await screen.findByText('Невалидна адреса на е-пошта')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: 'Вашата е-пошта' }), {
      target: { value: 'visitor@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Пријави се' }));
    await waitFor(() =>
      expect(sent.map(({ body }) => body)).toEqual([
        { email: 'visitor@example.com', language: 'mk', website: '' },
      ]),
    );
  });

  it.each(['mk', 'al'] as const)(
    'in %s, links each category to its listing by id, the address the category grid and sitemap give it',
    (language) => {
      renderWithCategories(language);
      const prefix = language === 'al' ? '/al' : '';
      expect(hrefsOf(FOOTER_LINKS[language])).toEqual([
        `${prefix}/products?category=11`,
        `${prefix}/products?category=12`,
        `${prefix}/products?category=13`,
      ]);
    },
  );

  it('links a category the catalogue does not have to all products', () => {
    renderWithCategories('mk', ['Вградени камини', 'Печки']);
    expect(hrefsOf(FOOTER_LINKS.mk)).toEqual(['/products?category=11', '/products', '/products']);
  });

  it('names the category when the categories cannot be read, as the products page reads names too', async () => {
    refuseRoute('listCategories', 'DEPENDENCY_UNAVAILABLE');
    refuseRoute('listSiteContent', 'DEPENDENCY_UNAVAILABLE');
    const categoryReads = recordRequests('listCategories');
    renderApp(<Footer />, { path: '/al/about' });
    await waitFor(() => expect(categoryReads.length).toBeGreaterThan(0));
    expect(hrefsOf(FOOTER_LINKS.al)).toEqual([
      '/al/products?category=Kamina%20Montues',
      '/al/products?category=Kamina%20Elektrik',
      '/al/products?category=Aksesor',
    ]);
  });

  it('asks a new subscriber to confirm by e-mail', async () => {
    stubNewsletterAnswer('pending');
    renderApp(<Footer />, { path: '/al/' });
    subscribe('Email-i juaj', 'Abonohu', 'vizitor@example.com');
    expect(
      await screen.findByText('Ju lutemi kontrolloni email-in tuaj për të konfirmuar abonimin.'),
    ).toBeTruthy();
  });
});

/** The API answering a newsletter sign-up with `status`, and the layout's reads. */
function stubNewsletterAnswer(status: 'pending') {
  answerLayoutReads();
  answerRoute('subscribe', { status }, { status: 202 });
}

function subscribe(field: string, button: string, email: string) {
  fireEvent.change(screen.getByRole('textbox', { name: field }), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: button }));
}
