import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ABOUT_SCROLL_DELAY_MS, type ProductPage } from '@hiti/contracts';
import { aProduct } from '@hiti/contracts/testing';
import { onRoute } from '../../test/http-mock';
import { renderApp } from '../../test/render';
import { HOME_ABOUT_SECTION_ID } from './scroll-to-about';
import { answerLayoutReads } from './site-layout-test-support';
import { SiteLayout } from './SiteLayout';

/** A home page whose list above the about section arrives from the API after the page is shown. */
function Home() {
  const featured = useQuery({
    queryKey: ['featured-stand-in'],
    queryFn: () =>
      fetch('/api/products?featured=true').then((response) => response.json() as Promise<ProductPage>),
  });
  return (
    <>
      {featured.data?.items.map((product) => (
        <p key={product.id}>{product.name}</p>
      ))}
      <section id={HOME_ABOUT_SECTION_ID}>about us</section>
    </>
  );
}

interface Scroll {
  target: string;
  /** Whether the content above the section had arrived when the page scrolled. */
  contentShown: boolean;
}

/**
 * Records where the page scrolls to; the API answers the featured list only once the page has scrolled
 * (a slow answer), and the layout's reads at once.
 */
function recordScrolls(): Scroll[] {
  const scrolls: Scroll[] = [];
  let answerFeatured: (() => void) | undefined;
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolls.push({ target: this.id, contentShown: screen.queryByText('Камин Верона') !== null });
    answerFeatured?.();
  };
  answerLayoutReads();
  onRoute('listProducts', async () => {
    await new Promise<void>((resolve) => (answerFeatured = resolve));
    return { items: [aProduct({ id: 1, name: 'Камин Верона' })], total: 1, page: 1, pageSize: 20 };
  });
  return scrolls;
}

afterEach(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

/** A home page a slow phone takes longer than the scroll delay to show. */
const SlowHome = lazy(
  () => new Promise<{ default: typeof Home }>((resolve) => setTimeout(() => resolve({ default: Home }), 400)),
);

function renderSite(path: string, home = <Home />) {
  return renderApp(
    <Routes>
      <Route element={<SiteLayout />}>
        <Route index element={<Suspense>{home}</Suspense>} />
        <Route path="al" element={home} />
        <Route path="*" element={<p>another page</p>} />
      </Route>
    </Routes>,
    { path },
  );
}

describe("the header's About link", () => {
  it.each([
    ['/products', 'За нас'],
    ['/al/products', 'Rreth nesh'],
  ])(
    'from %s, ends on the about section once the home page content above it has arrived',
    async (path, label) => {
      const scrolls = recordScrolls();
      renderSite(path);
      await screen.findByText('another page');
      const [desktopLink] = screen.getAllByRole('link', { name: label });
      if (!desktopLink) throw new Error('the header links the about section');
      fireEvent.click(desktopLink);

      await screen.findByText('Камин Верона');
      await waitFor(() =>
        expect(scrolls.at(-1)).toEqual({ target: HOME_ABOUT_SECTION_ID, contentShown: true }),
      );
    },
  );

  it('ends on the about section when the home page takes longer than the delay to show', async () => {
    const scrolls = recordScrolls();
    renderSite('/contact', <SlowHome />);
    await screen.findByText('another page');
    const [desktopLink] = screen.getAllByRole('link', { name: 'За нас' });
    if (!desktopLink) throw new Error('the header links the about section');
    fireEvent.click(desktopLink);

    await screen.findByText('about us', undefined, { timeout: 5000 });
    await waitFor(() =>
      expect(scrolls.at(-1)).toEqual({ target: HOME_ABOUT_SECTION_ID, contentShown: true }),
    );
  });

  it('moves the focus to the about section, so keyboard and screen-reader users continue from there', async () => {
    const scrolls = recordScrolls();
    renderSite('/products');
    await screen.findByText('another page');
    const [desktopLink] = screen.getAllByRole('link', { name: 'За нас' });
    if (!desktopLink) throw new Error('the header links the about section');
    desktopLink.focus();
    fireEvent.click(desktopLink);

    await waitFor(() => expect(document.activeElement?.id).toBe(HOME_ABOUT_SECTION_ID));
    // the scroll once the content above has arrived is still to come: the test ends after it, not before
    await waitFor(() =>
      expect(scrolls.at(-1)).toEqual({ target: HOME_ABOUT_SECTION_ID, contentShown: true }),
    );
    expect(document.activeElement?.id).toBe(HOME_ABOUT_SECTION_ID);
  });
});

describe('a scroll to the about section the visitor walked away from', () => {
  it('does not happen on a later visit of the home page', async () => {
    const scrolls = recordScrolls();
    renderSite('/products');
    await screen.findByText('another page');
    const link = (name: string) => {
      const [first] = screen.getAllByRole('link', { name });
      if (!first) throw new Error(`the header links ${name}`);
      return first;
    };
    fireEvent.click(link('За нас'));
    await screen.findByText('about us');
    fireEvent.click(link('Производи'));
    await screen.findByText('another page');
    fireEvent.click(link('Почетна'));
    await screen.findByText('about us');

    await new Promise((resolve) => setTimeout(resolve, ABOUT_SCROLL_DELAY_MS * 3));
    expect(scrolls).toEqual([]);
  });
});
