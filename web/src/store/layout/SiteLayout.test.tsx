import { fireEvent, screen } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { languageAtom } from '../../state/atoms';
import { renderApp } from '../../test/render';
import { answerLayoutReads } from './site-layout-test-support';
import { SiteLayout } from './SiteLayout';

function renderAt(path: string) {
  answerLayoutReads();
  return renderApp(
    <Routes>
      <Route element={<SiteLayout />}>
        <Route path="*" element={<p>page body</p>} />
      </Route>
    </Routes>,
    { path },
  );
}

describe('SiteLayout', () => {
  it('shows the free-delivery banner, the language switcher and the footer on public pages', async () => {
    renderAt('/products');
    expect(await screen.findByText('page body')).toBeTruthy();
    expect(screen.getByText('Бесплатна достава за нарачки над 1000 €')).toBeTruthy();
    expect(screen.getByText('MK')).toBeTruthy();
    expect(screen.getByText('AL')).toBeTruthy();
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Специјални понуди' }).getAttribute('href')).toBe(
      '/products?onPromo=true',
    );
  });

  it('hides header and footer on every path starting with /admin', async () => {
    renderAt('/admin/dashboard');
    expect(await screen.findByText('page body')).toBeTruthy();
    expect(screen.queryByText('Бесплатна достава за нарачки над 1000 €')).toBeNull();
    expect(screen.queryByText(/©/)).toBeNull();
  });
});

describe('moving to another page', () => {
  function renderPages(path: string) {
    answerLayoutReads();
    return renderApp(
      <Routes>
        <Route element={<SiteLayout />}>
          <Route path="al/products" element={<Link to="/al/contact">to contact</Link>} />
          <Route path="al/contact" element={<h1>contact page</h1>} />
        </Route>
      </Routes>,
      { path },
    );
  }

  it('leaves the focus where it is when the site opens', async () => {
    renderPages('/al/products');
    expect(await screen.findByText('to contact')).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
  });

  it("moves the focus to the new page's content, so a screen reader starts reading it there", async () => {
    renderPages('/al/products');
    const link = await screen.findByText('to contact');
    link.focus();
    fireEvent.click(link);
    expect(await screen.findByText('contact page')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});

describe('newsletter links', () => {
  it('shows the outcome of a confirm link in the language of the mail and tidies the address', async () => {
    const { store } = renderAt('/?newsletter=confirmed&lang=al');
    expect(await screen.findByText('Abonimi juaj u konfirmua. Faleminderit!')).toBeTruthy();
    expect(store.get(languageAtom)).toBe('al');
  });

  it('explains an invalid link', async () => {
    renderAt('/?newsletter=invalid&lang=mk');
    expect(
      await screen.findByText('Оваа врска за потврда не е валидна или е веќе искористена.'),
    ).toBeTruthy();
  });
});
