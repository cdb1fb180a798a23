import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type axe from 'axe-core';
import type { Page } from 'playwright-core';

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core (its default WCAG A/AA and best-practice rules) on the page as it is now and answers each
 * serious or critical violation as `rule (impact): help — selector, selector…` (the first four elements). axe is evaluated through the
 * DevTools protocol rather than added as an inline `<script>`: the site's Content-Security-Policy
 * (`script-src 'self'`) refuses inline scripts, and turning the policy off would hide its own console errors.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    if (!window.axe) throw new Error('axe-core did not load');
    const results = await window.axe.run(document, { resultTypes: ['violations'] });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
            .slice(0, 4)
            .map((node) => node.target.join(' > '))
            .join(', ')}${violation.nodes.length > 4 ? ` (+${violation.nodes.length - 4} more)` : ''}`,
      );
  });
}
