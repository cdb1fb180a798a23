import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteContentItem } from '@hiti/contracts';
import { createQueryClient } from '../../api/query-client';
import { siteContentKeys } from '../../api/query-keys';
import { renderApp } from '../../test/render';
import { Footer } from './Footer';

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

function renderFooter(social: SiteContentItem[]) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(siteContentKeys.list({ type: 'social', lang: 'mk' }), social);
  return renderApp(<Footer />, { queryClient });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

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
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit = {}) => {
        if (typeof init.body === 'string') sent.push(JSON.parse(init.body));
        return new Response(JSON.stringify({ accepted: true }), {
          status: 202,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
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
      expect(sent).toEqual([{ email: 'visitor@example.com', language: 'mk', website: '' }]),
    );
  });

  it.each([
    [
      '/',
      'visitor@example.com',
      'Вашата е-пошта',
      'Пријави се',
      'Вашата претплата е потврдена. Ви благодариме!',
    ],
    ['/al/', 'vizitor@example.com', 'Email-i juaj', 'Abonohu', 'Abonimi juaj u konfirmua. Faleminderit!'],
  ])(
    'at %s tells an address already confirmed that it is, instead of asking to confirm again',
    async (path, email, field, button, confirmed) => {
      stubNewsletterAnswer('confirmed');
      renderApp(<Footer />, { path });
      subscribe(field, button, email);
      expect(await screen.findByText(confirmed)).toBeTruthy();
      expect(screen.queryByText(/(Проверете|kontrolloni)/)).toBeNull();
    },
  );

  it('asks a new subscriber to confirm by e-mail', async () => {
    stubNewsletterAnswer('pending');
    renderApp(<Footer />, { path: '/al/' });
    subscribe('Email-i juaj', 'Abonohu', 'vizitor@example.com');
    expect(
      await screen.findByText('Ju lutemi kontrolloni email-in tuaj për të konfirmuar abonimin.'),
    ).toBeTruthy();
  });
});

/** The API answering a newsletter sign-up with `status` (and every other read with an empty list). */
function stubNewsletterAnswer(status: 'pending' | 'confirmed') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const body = String(url).startsWith('/api/newsletter') ? { status } : [];
      return new Response(JSON.stringify(body), {
        status: String(url).startsWith('/api/newsletter') ? 202 : 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

function subscribe(field: string, button: string, email: string) {
  fireEvent.change(screen.getByRole('textbox', { name: field }), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: button }));
}
