import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { otherLanguage, type Product } from '@hiti/contracts';
import {
  activePanel,
  useEditorJourney,
  bilingualExpectation,
  fillBilingual,
  hasRole,
  lacksRole,
  linksTo,
  marker,
  markers,
  neutral,
  openTab,
  saveIn,
  restoreTexts,
  storedContent,
  editPage,
  fillFields,
  type LabelledField,
  type StoreLanguage,
} from './editors-support';

const { baseUrl, currentPage, expectStorefront } = useEditorJourney('Editors as read on the storefront');

describe('every editor of the admin, read back on the storefront in mk and in al', () => {
  it('Homepage Hero Editor: titles and descriptions of both slides', async () => {
    const page = currentPage();
    await page.goto(`${baseUrl}/admin/hero-editor`);
    for (const slide of [1, 2] as const) {
      await openTab(page, `Hero Slide ${slide}`);
      const panel = activePanel(page);
      await fillBilingual(panel, 'Main Heading', markers(`hero${slide}-title`));
      await fillBilingual(panel, 'Subtitle / Description', markers(`hero${slide}-description`));
      await saveIn(page, panel);
    }
    const fields = [1, 2].flatMap((slide) => [`hero${slide}-title`, `hero${slide}-description`]);
    await expectStorefront('Homepage Hero Editor: titles, descriptions', '/', (language) =>
      bilingualExpectation(fields, language),
    );
  });

  it('Slider Management: the first slide', async () => {
    const page = currentPage();
    await page.goto(`${baseUrl}/admin/sliders`);
    await page.getByRole('button', { name: 'Edit Slider' }).first().click();
    await fillBilingual(page, 'Main Heading', markers('sliders-title'));
    await fillBilingual(page, 'Subtitle / Description', markers('sliders-description'));
    await saveIn(page, page);
    await expectStorefront('Slider Management (/admin/sliders)', '/', (language) =>
      bilingualExpectation(['sliders-title', 'sliders-description'], language),
    );
  });

  it('Content Management, Slider Images tab: the second slide', async () => {
    const page = currentPage();
    await page.goto(`${baseUrl}/admin/content?type=slider`);
    await activePanel(page).getByRole('button', { name: 'Edit Slider' }).nth(1).click();
    await fillBilingual(page, 'Main Heading', markers('content-slide-title'));
    await fillBilingual(page, 'Subtitle / Description', markers('content-slide-description'));
    await saveIn(page, activePanel(page));
    await expectStorefront('Content Management: Slider Images', '/', (language) =>
      bilingualExpectation(['content-slide-title', 'content-slide-description'], language),
    );
  });

  const logoExpectation = (field: string) => (language: StoreLanguage) =>
    bilingualExpectation([], language, {
      checks: [
        hasRole('img', marker(field, language)),
        lacksRole('img', marker(field, otherLanguage(language))),
      ],
    });

  it('Logo Management: the alt text of the header logo', async () => {
    const page = currentPage();
    await page.goto(`${baseUrl}/admin/logo`);
    await fillBilingual(page, 'Alt Text', markers('logo-alt'));
    await saveIn(page, page, 'Save Logo');
    await expectStorefront('Logo Management (/admin/logo)', '/', logoExpectation('logo-alt'));
  });

  it('Content Management, Logo tab: the alt text of the header logo', async () => {
    const page = currentPage();
    await page.goto(`${baseUrl}/admin/content?type=logo`);
    await fillBilingual(activePanel(page), 'Alt Text', markers('content-logo-alt'));
    await saveIn(page, activePanel(page), 'Save Logo');
    await expectStorefront('Content Management: Logo', '/', logoExpectation('content-logo-alt'));
  });

  it('Content Management, About Us tab: the story on /about', async () => {
    const page = currentPage();
    await page.goto(`${baseUrl}/admin/content?type=about`);
    await fillBilingual(activePanel(page), 'About Us', markers('content-about'));
    await saveIn(page, activePanel(page));
    await expectStorefront('Content Management: About Us', '/about', (language) =>
      bilingualExpectation(['content-about'], language),
    );
  });

  it('Content Management, Contact tab: address, phone, e-mail and map on /contact', async () => {
    const page = currentPage();
    await page.goto(`${baseUrl}/admin/content?type=contact`);
    const panel = activePanel(page);
    await fillBilingual(panel, 'Address', markers('content-address'));
    const phone = `+389 2 ${neutral('555').slice(-6)}`;
    const email = `${neutral('showroom')}@example.com`;
    const map = `https://www.google.com/maps/embed?pb=${neutral('map')}`;
    await panel.getByLabel('Phone Number', { exact: true }).fill(phone);
    await panel.getByLabel('Email', { exact: true }).fill(email);
    await panel.getByLabel('Google Maps Embed URL', { exact: true }).fill(map);
    await saveIn(page, panel);
    await expectStorefront('Content Management: Contact', '/contact', (language) =>
      bilingualExpectation(['content-address'], language, {
        shows: [phone, email],
        checks: [mapShows(neutral('map'))],
      }),
    );
  });

  it('About editor: story, vision, mission, why-us title and the three quality features', async () => {
    const page = currentPage();
    await page.goto(`${baseUrl}/admin/about-editor`);
    await openTab(page, 'Our Story');
    await fillBilingual(activePanel(page), 'Title', markers('about-story-title'));
    await fillBilingual(activePanel(page), 'Content', markers('about-story'));
    await saveIn(page, activePanel(page));
    await openTab(page, 'Vision & Mission');
    for (const part of ['Vision', 'Mission'] as const) {
      const form = activePanel(page)
        .locator('form')
        .filter({ has: page.getByLabel(`${part} (MK)`, { exact: true }) });
      await fillBilingual(form, `${part} Title`, markers(`about-${part.toLowerCase()}-title`));
      await fillBilingual(form, part, markers(`about-${part.toLowerCase()}`));
      await saveIn(page, form);
    }
    await openTab(page, 'Why Choose Us');
    await fillBilingual(activePanel(page), 'Section Title', markers('about-why-us'));
    await saveIn(page, activePanel(page));
    await openTab(page, 'Quality Features');
    for (const n of [1, 2, 3] as const) {
      const form = activePanel(page)
        .locator('form')
        .nth(n - 1);
      await fillBilingual(form, 'Title', markers(`about-quality${n}-title`));
      await fillBilingual(form, 'Description', markers(`about-quality${n}`));
      await saveIn(page, form);
    }
    const fields = [
      'about-story-title',
      'about-story',
      'about-vision-title',
      'about-vision',
      'about-mission-title',
      'about-mission',
      'about-why-us',
      ...[1, 2, 3].flatMap((n) => [`about-quality${n}-title`, `about-quality${n}`]),
    ];
    await expectStorefront('About editor (/admin/about-editor)', '/about', (language) =>
      bilingualExpectation(fields, language),
    );
  });

  it('Contact editor: every social link is linked from the contact page', async () => {
    const page = currentPage();
    await page.goto(`${baseUrl}/admin/contact-editor`);
    await openTab(page, 'Social Media Links');
    const links = {
      Facebook: `https://facebook.com/${neutral('facebook')}`,
      Instagram: `https://instagram.com/${neutral('instagram')}`,
      Twitter: `https://twitter.com/${neutral('twitter')}`,
      YouTube: `https://youtube.com/${neutral('youtube')}`,
    };
    for (const [label, link] of Object.entries(links)) {
      await activePanel(page).getByLabel(label, { exact: true }).fill(link);
    }
    await saveIn(page, activePanel(page));
    await expectStorefront('Contact editor: social links', '/contact', (language) =>
      bilingualExpectation([], language, { checks: Object.values(links).map((link) => linksTo(link)) }),
    );
  });

  it('Contact editor: page texts, details and form texts on /contact', async () => {
    const page = currentPage();
    const before = await storedContent(page, 'contact');
    await page.goto(`${baseUrl}/admin/contact-editor`);
    await openTab(page, 'Contact Information');
    const info = activePanel(page);
    const infoFields: [label: string | RegExp, field: string][] = [
      ['Page Title', 'contact-page-title'],
      ['Get in Touch Title', 'contact-get-in-touch'],
      ['Message Form Title', 'contact-form-title'],
      ['Social Media Title', 'contact-follow-us'],
      ['Intro Text', 'contact-intro'],
      ['Address', 'contact-address'],
      ['Business Hours', 'contact-hours'],
    ];
    for (const [label, field] of infoFields) await fillBilingual(info, label, markers(field));
    const phone = `+389 2 ${neutral('777').slice(-6)}`;
    const email = `${neutral('enquiries')}@example.com`;
    await info.getByLabel('Phone', { exact: true }).fill(phone);
    await info.getByLabel(/^Email/).fill(email);
    await saveIn(page, info);

    await openTab(page, 'Form Text');
    const formText = activePanel(page);
    const formFields = ['Name', 'Email', 'Phone', 'Subject', 'Message'];
    for (const name of formFields) {
      await fillBilingual(formText, `${name} Label`, markers(`contact-${name.toLowerCase()}-label`));
      await fillBilingual(
        formText,
        `${name} Placeholder`,
        markers(`contact-${name.toLowerCase()}-placeholder`),
      );
    }
    await fillBilingual(formText, 'Submit Button Text', markers('contact-submit'));
    await fillBilingual(formText, 'Loading Button Text', markers('contact-sending'));
    await saveIn(page, formText);

    try {
      await expectStorefront('Contact editor: information, form texts', '/contact', (language) =>
        bilingualExpectation([...infoFields.map(([, field]) => field), 'contact-submit'], language, {
          shows: [phone, email],
          checks: [
            ...formFields.flatMap((name) => [
              labelled(marker(`contact-${name.toLowerCase()}-label`, language)),
              placeholder(marker(`contact-${name.toLowerCase()}-placeholder`, language)),
            ]),
            hasRole('button', marker('contact-submit', language)),
            sendingLabel(marker('contact-sending', language), language),
          ],
        }),
      );
    } finally {
      await restoreTexts(page, 'contact', before, /^contact_\w+_(label|placeholder)$|^contact_submit_/);
    }
  });

  it('Home about editor: the about teaser of the home page', async () => {
    const page = currentPage();
    await page.goto(`${baseUrl}/admin/home-about-editor`);
    const fields: LabelledField[] = [
      ['Subtitle', 'home-about-subtitle'],
      ['Title', 'home-about-title'],
      ['Paragraph 1', 'home-about-p1'],
      ['Paragraph 2', 'home-about-p2'],
      ['Paragraph 3', 'home-about-p3'],
      ['Button Text', 'home-about-button'],
      ['Contact Button Text', 'home-about-contact-button'],
    ];
    const names = await fillFields(page, fields);
    const image = '/images/categories/electric.jpg';
    const link = '/products?onPromo=true';
    await page.getByLabel('Image URL', { exact: true }).fill(image);
    await page.getByLabel('Button Link', { exact: true }).fill(link);
    await saveIn(page, page);
    await expectStorefront('Home about editor (/admin/home-about-editor)', '/', (language) =>
      bilingualExpectation(names, language, {
        checks: [
          linksTo('products?onPromo=true'),
          imageShows(marker('home-about-title', language), 'electric'),
        ],
      }),
    );
  });

  const textEditors: [editor: string, route: string, fields: LabelledField[]][] = [
    [
      'Feature editor (/admin/feature-editor)',
      'feature-editor',
      [
        ['Top Text', 'feature-top'],
        ['Title', 'feature-title'],
        ['Description', 'feature-description'],
        ...[1, 2, 3].flatMap((n): LabelledField[] => [
          [`Feature ${n} Title`, `feature${n}-title`],
          [`Feature ${n} Content`, `feature${n}-content`],
        ]),
      ],
    ],
    [
      'Featured products editor (/admin/featured-products-editor)',
      'featured-products-editor',
      [
        ['Title', 'featured-title'],
        ['Description', 'featured-description'],
        ['View All Button Text', 'featured-view-all'],
      ],
    ],
    [
      'Hero text editor (/admin/hero-text-editor)',
      'hero-text-editor',
      [
        ['Main Title', 'hero-text-title'],
        ['Subtitle', 'hero-text-subtitle'],
        ['Products Button Text', 'hero-text-products'],
        ['Contact Button Text', 'hero-text-contact'],
      ],
    ],
  ];
  for (const [editor, route, fields] of textEditors) {
    it(`${editor}: every text on the home page`, async () => {
      const names = await editPage(currentPage(), `${baseUrl}/admin/${route}`, fields);
      await expectStorefront(editor, '/', (language) => bilingualExpectation(names, language));
    });
  }

  for (const [tab, path, field] of [
    ['Terms of Use', '/terms', 'legal-terms'],
    ['Privacy Policy', '/privacy', 'legal-privacy'],
  ] as const) {
    it(`Legal editor, ${tab}: the page ${path}`, async () => {
      const page = currentPage();
      await page.goto(`${baseUrl}/admin/legal-editor`);
      await openTab(page, tab);
      const panel = activePanel(page);
      await panel
        .getByLabel('Macedonian (HTML)', { exact: true })
        .fill(`<h2>Член 1</h2><p>${marker(field, 'mk')}</p>`);
      await panel
        .getByLabel('Albanian (HTML)', { exact: true })
        .fill(`<h2>Neni 1</h2><p>${marker(field, 'al')}</p>`);
      await saveIn(page, panel);
      await expectStorefront(`Legal editor: ${tab} (/admin/legal-editor)`, path, (language) =>
        bilingualExpectation([field], language),
      );
    });
  }

  it('Category manager: a new category with its name and description', async () => {
    const page = currentPage();
    await page.goto(`${baseUrl}/admin/categories`);
    await page.getByRole('button', { name: 'Add Category' }).click();
    await fillBilingual(page, 'Name', markers('category-name'));
    await fillBilingual(page, 'Description', markers('category-description'));
    await saveIn(page, page, 'Create Category');
    await expectStorefront('Category manager (/admin/categories), home grid', '/', (language) =>
      bilingualExpectation(['category-name', 'category-description'], language),
    );
    await expectStorefront('Category manager (/admin/categories), products filter', '/products', (language) =>
      bilingualExpectation(['category-name'], language, {
        checks: [hasRole('button', marker('category-name', language))],
      }),
    );
  });

  it('Product form: a new product in both languages, then with the Albanian texts left empty', async () => {
    const page = currentPage();
    await page.goto(`${baseUrl}/admin/product/new`);
    await fillBilingual(page, 'Product Name', markers('product-name'));
    await fillBilingual(page, 'Description', markers('product-description'));
    await page.getByLabel('Category', { exact: true }).fill(marker('category-name', 'mk'));
    await page.keyboard.press('Enter');
    const demo = (await (await fetch(`${baseUrl}/api/products?lang=mk`)).json()) as Product[];
    await page.getByRole('button', { name: 'Add image by URL' }).click();
    await page.getByLabel('Image 1 URL', { exact: true }).fill(demo[0]?.imageUrl ?? '');
    await page.getByLabel('Full Price (€, incl. VAT)', { exact: true }).fill('1250');
    await saveIn(page, page, 'Save Product');
    const products = (await (await fetch(`${baseUrl}/api/products?lang=mk`)).json()) as Product[];
    const product = products.find((candidate) => candidate.name === marker('product-name', 'mk'));
    expect(product, 'the new product in the public list').toBeDefined();
    const path = `/product/${product?.id ?? 0}`;
    await expectStorefront('Product form (/admin/product/new)', path, (language) =>
      bilingualExpectation(['product-name', 'product-description'], language),
    );

    await page.goto(`${baseUrl}/admin${path}`);
    await page.getByLabel('Product Name (AL)', { exact: true }).fill('');
    await page.getByLabel('Description (AL)', { exact: true }).fill('');
    await saveIn(page, page, 'Save Product');
    await expectStorefront('Product form, Albanian left empty (/admin/product/{id})', path, () => ({
      shows: [marker('product-name', 'mk'), marker('product-description', 'mk')],
      hides: [marker('product-name', 'al'), marker('product-description', 'al')],
    }));
  });
});

/** A check: the embedded map's address contains `fragment`. */
function mapShows(fragment: string) {
  return async (page: Page) => {
    const sources = await page
      .locator('iframe')
      .evaluateAll((frames) => frames.map((frame) => frame.getAttribute('src') ?? ''));
    return sources.some((src) => src.includes(fragment)) ? null : `no map showing "${fragment}"`;
  };
}

/** A check: an image named `name` shows a file whose address contains `fragment`. */
function imageShows(name: string, fragment: string) {
  return async (page: Page) => {
    const image = page.getByRole('img', { name, exact: true }).first();
    if ((await image.count()) === 0) return `no image named "${name}"`;
    const source = `${(await image.getAttribute('src')) ?? ''} ${(await image.getAttribute('srcset')) ?? ''}`;
    return source.includes(fragment) ? null : `the image "${name}" shows ${source}`;
  };
}

/** A check: a form field is labelled `label`. */
function labelled(label: string) {
  return async (page: Page) =>
    (await page.getByLabel(label, { exact: true }).count()) > 0 ? null : `no field labelled "${label}"`;
}

/** A check: a form field has the placeholder `text`. */
function placeholder(text: string) {
  return async (page: Page) =>
    (await page.getByPlaceholder(text, { exact: true }).count()) > 0
      ? null
      : `no field with placeholder "${text}"`;
}

/**
 * A check: while a contact message is on its way, the send button reads `sending`. The message is held
 * in the browser until the label has been read, then sent on.
 */
function sendingLabel(sending: string, language: StoreLanguage) {
  return async (page: Page) => {
    const labelOf = (name: string) => marker(`contact-${name}-label`, language);
    const submit = page.getByRole('button', { name: marker('contact-submit', language) });
    if ((await submit.count()) === 0 || (await page.getByLabel(labelOf('message')).count()) === 0) {
      return `no form to send and read "${sending}" on`;
    }
    await page.getByLabel(labelOf('name'), { exact: true }).fill('Arta Krasniqi');
    await page.getByLabel(labelOf('email'), { exact: true }).fill('arta@example.com');
    await page.getByLabel(labelOf('phone'), { exact: true }).fill('070123456');
    await page.getByLabel(labelOf('subject'), { exact: true }).fill('Oferta');
    await page
      .getByLabel(labelOf('message'), { exact: true })
      .fill(`Pyetje per sobat me pelet (${language}).`);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let forwarded = Promise.resolve();
    await page.route('**/api/contact', (route) => {
      forwarded = held.then(() => route.continue());
      return forwarded;
    });
    try {
      await submit.click();
      const shown = await page
        .getByRole('button', { name: sending })
        .waitFor({ timeout: 5_000 })
        .then(
          () => true,
          () => false,
        );
      return shown ? null : `the send button never read "${sending}"`;
    } finally {
      release();
      await forwarded;
      await page.unroute('**/api/contact');
    }
  };
}
