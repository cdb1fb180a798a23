import { describe, it } from 'vitest';
import {
  activePanel,
  bilingualExpectation,
  fillBilingual,
  markers,
  openTab,
  saveIn,
  useEditorJourney,
} from './editors-support';

const { baseUrl, currentPage, expectStorefront } = useEditorJourney(
  'Hero slide top line as read on the storefront',
);

describe('the top line of a hero slide, read back on the storefront in mk and in al', () => {
  it('Homepage Hero Editor: the optional subtitle of both slides, beside their descriptions', async () => {
    const page = currentPage();
    await page.goto(`${baseUrl}/admin/hero-editor`);
    for (const slide of [1, 2] as const) {
      await openTab(page, `Hero Slide ${slide}`);
      await fillBilingual(
        activePanel(page),
        'Subtitle / Description',
        markers(`hero${slide}-top-description`),
      );
      await fillBilingual(activePanel(page), 'Small Top Line (Optional)', markers(`hero${slide}-topline`));
      await saveIn(page, activePanel(page));
    }
    const fields = [1, 2].flatMap((slide) => [`hero${slide}-top-description`, `hero${slide}-topline`]);
    await expectStorefront('Homepage Hero Editor: Subtitle (Optional)', '/', (language) =>
      bilingualExpectation(fields, language),
    );
  });
});
