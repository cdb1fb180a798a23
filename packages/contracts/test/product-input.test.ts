import { describe, expect, it } from 'vitest';
import { productCreateSchema, productUpdateSchema, validationMessages, validationText } from '../src';
import { issuesAt, parseOk, without } from './helpers';

const valid = {
  name: { mk: 'Камин Нордика', al: 'Kamin Nordica' },
  description: { mk: 'Камин на дрва', al: 'Kamin me dru' },
  category: 'Kamina Montues',
  imageUrl: 'https://example.com/kamin.jpg',
};

describe('product create: image URL', () => {
  it.each(['http://example.com/a.jpg', 'https://example.com/a.jpg', '/attached_assets/a.webp'])(
    'accepts %s',
    (imageUrl) => {
      expect(parseOk(productCreateSchema, { ...valid, imageUrl }).imageUrl).toBe(imageUrl);
    },
  );

  it.each(['/images/a.jpg', 'attached_assets/a.jpg', 'ftp://example.com/a.jpg', 'a.jpg', '/attached_assets'])(
    'rejects %s with the invalid-URL message',
    (imageUrl) => {
      expect(issuesAt(productCreateSchema, { ...valid, imageUrl }, 'imageUrl')).toEqual([
        validationMessages.imageUrlInvalid,
      ]);
    },
  );

  it.each([{ imageUrl: '' }, { imageUrl: '   ' }, {}])('requires an image URL (%j)', (patch) => {
    const { imageUrl: _omit, ...rest } = valid;
    expect(issuesAt(productCreateSchema, { ...rest, ...patch }, 'imageUrl')).toEqual([
      'Image URL is required',
    ]);
  });

  it('uses the exact texts of the specification', () => {
    expect(validationMessages.imageUrlRequired).toBe('Image URL is required');
    expect(validationMessages.imageUrlInvalid).toBe('Please enter a valid URL or upload an image file');
  });
});

describe('product create: PDF URL', () => {
  it.each(['http://example.com/a.pdf', 'https://example.com/a.pdf', '/attached_assets/a.pdf', '/a.pdf'])(
    'accepts %s',
    (pdfUrl) => {
      expect(parseOk(productCreateSchema, { ...valid, pdfUrl }).pdfUrl).toBe(pdfUrl);
    },
  );

  it.each(['a.pdf', 'docs/a.pdf', 'ftp://example.com/a.pdf'])('rejects %s', (pdfUrl) => {
    expect(issuesAt(productCreateSchema, { ...valid, pdfUrl }, 'pdfUrl')).toEqual([
      'Please enter a valid PDF URL or path',
    ]);
  });

  it('turns an empty or blank PDF URL into null', () => {
    expect(parseOk(productCreateSchema, { ...valid, pdfUrl: '' }).pdfUrl).toBeNull();
    expect(parseOk(productCreateSchema, { ...valid, pdfUrl: '  ' }).pdfUrl).toBeNull();
  });

  it('accepts a missing or null PDF URL as null', () => {
    expect(parseOk(productCreateSchema, valid).pdfUrl).toBeNull();
    expect(parseOk(productCreateSchema, { ...valid, pdfUrl: null }).pdfUrl).toBeNull();
  });
});

describe('product create: required texts', () => {
  it.each([
    ['name', 'Product name is required'],
    ['description', 'Description is required'],
  ])('%s needs its Macedonian text: %s', (field, message) => {
    expect(issuesAt(productCreateSchema, { ...valid, [field]: { mk: '', al: 'x' } }, `${field}.mk`)).toEqual([
      message,
    ]);
    expect(issuesAt(productCreateSchema, { ...valid, [field]: { mk: '   ' } }, `${field}.mk`)).toEqual([
      message,
    ]);
    expect(issuesAt(productCreateSchema, without(valid, field), field)).toEqual([message]);
    expect(issuesAt(productCreateSchema, { ...valid, [field]: 'one language' }, field)).toEqual([message]);
  });

  it('category is required: Category is required', () => {
    const message = 'Category is required';
    expect(issuesAt(productCreateSchema, { ...valid, category: '' }, 'category')).toEqual([message]);
    expect(issuesAt(productCreateSchema, { ...valid, category: '   ' }, 'category')).toEqual([message]);
    expect(issuesAt(productCreateSchema, without(valid, 'category'), 'category')).toEqual([message]);
  });

  it('takes the category by id or by name', () => {
    expect(parseOk(productCreateSchema, { ...valid, category: 3 }).category).toBe(3);
    expect(parseOk(productCreateSchema, { ...valid, category: ' Aksesor ' }).category).toBe('Aksesor');
  });

  it('trims the texts; the Albanian text may be left out', () => {
    const product = parseOk(productCreateSchema, { ...valid, name: { mk: '  Камин  ', al: ' Kamin ' } });
    expect(product.name).toEqual({ mk: 'Камин', al: 'Kamin' });
    expect(parseOk(productCreateSchema, { ...valid, description: { mk: 'Опис' } }).description).toEqual({
      mk: 'Опис',
      al: '',
    });
  });
});

const running = {
  onPromo: true,
  fullPrice: 1000,
  promoPrice: 800,
  promoStartDate: '2025-03-01T00:00:00.000Z',
  promoEndDate: '2025-03-31T23:59:59.999Z',
};

describe('product create: the promotion rules', () => {
  it('accepts a whole promotion below the full price, and no promotion at all', () => {
    expect(parseOk(productCreateSchema, { ...valid, ...running }).promoPrice).toBe(800);
    expect(parseOk(productCreateSchema, { ...valid, fullPrice: 1000 }).onPromo).toBe(false);
  });

  it('refuses a promotional price at or above the full price', () => {
    for (const promoPrice of [1000, 1200]) {
      expect(issuesAt(productCreateSchema, { ...valid, ...running, promoPrice }, 'promoPrice')).toEqual([
        validationMessages.promoPriceBelowFull,
      ]);
    }
  });

  it('needs both dates, a price and a full price once the switch is on or any of them is set', () => {
    const switchedOn = productCreateSchema.safeParse({
      ...valid,
      onPromo: true,
      fullPrice: 1000,
      promoPrice: 900,
    });
    expect(switchedOn.success).toBe(false);
    expect(
      switchedOn.error?.issues.map((issue) => [issue.path.join('.'), validationText(issue.message)]),
    ).toEqual([
      ['promoStartDate', validationMessages.promoStartRequired],
      ['promoEndDate', validationMessages.promoEndRequired],
    ]);
    expect(issuesAt(productCreateSchema, { ...valid, promoPrice: 900 }, 'fullPrice')).toEqual([
      validationMessages.promoFullPriceRequired,
    ]);
    expect(
      issuesAt(productCreateSchema, { ...valid, ...running, promoStartDate: null }, 'promoStartDate'),
    ).toEqual([validationMessages.promoStartRequired]);
    expect(issuesAt(productCreateSchema, { ...valid, ...running, promoPrice: null }, 'promoPrice')).toEqual([
      validationMessages.promoPriceRequired,
    ]);
  });

  it('shows the promotion messages beside the messages of other fields', () => {
    const result = productCreateSchema.safeParse({
      ...valid,
      name: { mk: '' },
      ...running,
      promoPrice: 1500,
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['name.mk', 'promoPrice']);
  });
});

describe('product create: defaults, prices and dates', () => {
  it('applies the defaults of the specification', () => {
    expect(parseOk(productCreateSchema, valid)).toMatchObject({
      unitType: 'kg',
      inStock: true,
      onPromo: false,
      featured: false,
      fullPrice: null,
      unitPrice: null,
      promoPrice: null,
      promoStartDate: null,
      promoEndDate: null,
      pdfUrl: null,
    });
  });

  it.each(['fullPrice', 'unitPrice'])('%s: 0 and decimals pass, -0.01 fails, null passes', (field) => {
    expect(parseOk(productCreateSchema, { ...valid, [field]: 0 })[field as 'fullPrice']).toBe(0);
    expect(parseOk(productCreateSchema, { ...valid, [field]: 1234.56 })[field as 'fullPrice']).toBe(1234.56);
    expect(parseOk(productCreateSchema, { ...valid, [field]: null })[field as 'fullPrice']).toBeNull();
    expect(issuesAt(productCreateSchema, { ...valid, [field]: -0.01 }, field)).toEqual([
      validationMessages.priceMin,
    ]);
    expect(issuesAt(productCreateSchema, { ...valid, [field]: '10' }, field)).not.toEqual([]);
  });

  it('promoPrice: 0 and decimals pass in a whole promotion, a negative price is refused, not made 0', () => {
    const promotion = { ...valid, ...running, fullPrice: 2000 };
    expect(parseOk(productCreateSchema, { ...promotion, promoPrice: 0 }).promoPrice).toBe(0);
    expect(parseOk(productCreateSchema, { ...promotion, promoPrice: 1234.56 }).promoPrice).toBe(1234.56);
    expect(issuesAt(productCreateSchema, { ...promotion, promoPrice: -0.01 }, 'promoPrice')).toEqual([
      validationMessages.priceMin,
    ]);
    expect(issuesAt(productCreateSchema, { ...valid, fullPrice: -5 }, 'fullPrice')).toEqual([
      validationMessages.priceMin,
    ]);
  });

  it('accepts ISO date-times and plain dates for the promotion window', () => {
    const product = parseOk(productCreateSchema, {
      ...valid,
      fullPrice: 120,
      promoPrice: 100,
      promoStartDate: '2025-01-01',
      promoEndDate: '2025-01-31T23:59:59.999Z',
    });
    expect(product.promoStartDate).toBe('2025-01-01');
    expect(product.promoEndDate).toBe('2025-01-31T23:59:59.999Z');
  });

  it('rejects dates that are not dates', () => {
    expect(issuesAt(productCreateSchema, { ...valid, promoStartDate: 'tomorrow' }, 'promoStartDate')).toEqual(
      [validationMessages.dateInvalid],
    );
  });

  it('rejects an end date before the start date, allows equal instants', () => {
    const window = { fullPrice: 120, promoPrice: 100, promoStartDate: '2025-02-01T00:00:00.000Z' };
    expect(
      issuesAt(
        productCreateSchema,
        { ...valid, ...window, promoEndDate: '2025-01-31T23:59:59.999Z' },
        'promoEndDate',
      ),
    ).toEqual([validationMessages.promoDatesOrder]);
    expect(
      parseOk(productCreateSchema, { ...valid, ...window, promoEndDate: '2025-02-01T00:00:00.000Z' })
        .promoEndDate,
    ).toBe('2025-02-01T00:00:00.000Z');
  });

  it('rejects unknown fields', () => {
    expect(productCreateSchema.safeParse({ ...valid, price: 10 }).success).toBe(false);
    expect(productCreateSchema.safeParse({ ...valid, id: 3 }).success).toBe(false);
  });
});

describe('product update', () => {
  it('accepts an empty patch and applies no defaults', () => {
    expect(parseOk(productUpdateSchema, {})).toEqual({});
    expect(parseOk(productUpdateSchema, { inStock: false })).toEqual({ inStock: false });
  });

  it('applies the same rules to the fields it is given', () => {
    expect(issuesAt(productUpdateSchema, { imageUrl: '/uploads/a.jpg' }, 'imageUrl')).toEqual([
      validationMessages.imageUrlInvalid,
    ]);
    expect(issuesAt(productUpdateSchema, { name: { mk: ' ' } }, 'name.mk')).toEqual([
      validationMessages.productNameRequired,
    ]);
    expect(parseOk(productUpdateSchema, { pdfUrl: '' })).toEqual({ pdfUrl: null });
    expect(
      parseOk(productUpdateSchema, { promoPrice: null, promoStartDate: null, promoEndDate: null }),
    ).toEqual({ promoPrice: null, promoStartDate: null, promoEndDate: null });
  });

  it('checks the promotion price against a full price given with it', () => {
    expect(issuesAt(productUpdateSchema, { fullPrice: 100, promoPrice: 100 }, 'promoPrice')).toEqual([
      validationMessages.promoPriceBelowFull,
    ]);
    expect(parseOk(productUpdateSchema, { promoPrice: 100 })).toEqual({ promoPrice: 100 });
  });

  it('checks the promotion window when both dates are given', () => {
    expect(
      issuesAt(
        productUpdateSchema,
        { promoStartDate: '2025-02-02', promoEndDate: '2025-02-01' },
        'promoEndDate',
      ),
    ).toEqual([validationMessages.promoDatesOrder]);
  });

  it('rejects unknown fields', () => {
    expect(productUpdateSchema.safeParse({ promoActive: true }).success).toBe(false);
  });
});

describe('product bodies that are not objects', () => {
  it('are refused as a whole, never read field by field', () => {
    for (const body of [null, 'x', 1, [], true]) {
      expect(productCreateSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
      expect(productUpdateSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });
});
