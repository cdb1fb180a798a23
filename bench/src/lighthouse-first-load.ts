import { gzipSync } from 'node:zlib';
import { parseHTML } from 'linkedom';

export interface FirstLoadJs {
  /** Script and modulepreload addresses the page's HTML asks for, in document order. */
  files: string[];
  /**
   * The served bytes of those files, each gzipped as the build precompresses them (level 9), in KB of 1,024
   * bytes (Lighthouse's KiB; the unit of `gateway/test/page-weight.test.ts`).
   */
  gzipKb: number;
}

/**
 * The JavaScript a visitor's first load of `pageUrl` needs: every `<script src>`, `<link rel="modulepreload">`
 * and `<link rel="preload" as="script">` of the served HTML (each file counted once), fetched as served and gzipped.
 */
export async function measureFirstLoadJs(pageUrl: string): Promise<FirstLoadJs> {
  const response = await fetch(pageUrl);
  if (!response.ok) throw new Error(`${pageUrl} answered ${response.status}`);
  const { document } = parseHTML(await response.text());
  const addresses = [
    ...document.querySelectorAll(
      'script[src], link[rel~="modulepreload"][href], link[rel~="preload"][as="script"][href]',
    ),
  ].map((element) => element.getAttribute(element.tagName === 'SCRIPT' ? 'src' : 'href') ?? '');
  const files = [...new Set(addresses.map((address) => new URL(address, pageUrl).href))];
  const sizes = await Promise.all(
    files.map(async (file) => {
      const served = await fetch(file);
      if (!served.ok) throw new Error(`${file} (asked for by ${pageUrl}) answered ${served.status}`);
      return gzipSync(Buffer.from(await served.arrayBuffer()), { level: 9 }).length;
    }),
  );
  return { files, gzipKb: sizes.reduce((sum, size) => sum + size, 0) / 1024 };
}
