import { languageTag, storefrontTexts } from '@hiti/contracts';
import type { PageRenderer } from './server-renderer';
import { escapeHtml } from '../store/head/head-html';
import { languageOfPath } from '../store/i18n/language-path';

/** The page a visitor sees while a service the page needs does not answer (sent with 503). */
export const renderUnavailablePage: PageRenderer['renderUnavailablePage'] = (pathname) => {
  const language = languageOfPath(pathname);
  const texts = storefrontTexts[language].meta;
  return `<!doctype html>
<html lang="${languageTag(language)}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(`${texts.unavailableTitle} | ${texts.siteName}`)}</title>
    <style>
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #fafaf9; color: #1c1917;
        font-family: 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif; }
      main { max-width: 32rem; padding: 2rem; text-align: center; }
      a { display: inline-block; margin-top: 1rem; padding: 0.6rem 1.2rem; border-radius: 8px; background: #c2410c;
        color: #fff; text-decoration: none; font-weight: 600; }
      a:focus-visible { outline: 2px solid #7c2d12; outline-offset: 2px; }
    </style>
  </head>
  <body>
    <main>
      <h1>${escapeHtml(texts.unavailableTitle)}</h1>
      <p>${escapeHtml(texts.unavailableBody)}</p>
      <a href="${escapeHtml(pathname)}">${escapeHtml(texts.retry)}</a>
    </main>
  </body>
</html>
`;
};
