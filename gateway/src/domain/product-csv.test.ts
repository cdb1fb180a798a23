import { describe, expect, it } from 'vitest';
import {
  PRODUCT_CSV_COLUMNS,
  PRODUCT_IMPORT_MAX_ROWS,
  productUpdateSchema,
  validationMessages,
  validationText,
  type BilingualProduct,
} from '@hiti/contracts';
import { aBilingualProduct } from '@hiti/contracts/testing';
import { parseCsv } from './csv';
import { productsToCsv, readProductCsv } from './product-csv';
import { SPECIFICATION_CSV_COLUMNS, readSpecificationCell } from './product-csv-specifications';

const product: BilingualProduct = aBilingualProduct({
  id: 7,
  name: { mk: '=HYPERLINK("x")', al: 'Kamin i montuar' },
  description: { mk: 'Вграден камин, 9 kW\nсо "чисто стакло"', al: '' },
  categoryId: 3,
  category: { mk: 'Вградени камини', al: 'Kamina Montues' },
  imageUrl: '/attached_assets/demo-kamin-montues_600w.jpg',
  images: [
    { url: '/attached_assets/demo-kamin-montues_600w.jpg', alt: { mk: 'Камин | напред', al: 'Kamin' } },
    { url: '/attached_assets/demo-soba_600w.jpg', alt: { mk: '', al: 'Soba\nanash' } },
  ],
  fullPrice: 1890.5,
  unitType: 'kg',
  inStock: false,
  onPromo: true,
  promoPrice: 1590,
  promoStartDate: '2025-03-01T00:00:00.000Z',
  promoEndDate: '2025-03-31T23:59:59.999Z',
  featured: true,
});

describe('productsToCsv and readProductCsv', () => {
  it('round-trips every exported field, formula-like text included', () => {
    const text = productsToCsv([product]);
    expect(text.split('\r\n')[0]).toBe(
      `\uFEFF${[...PRODUCT_CSV_COLUMNS, ...SPECIFICATION_CSV_COLUMNS].join(',')}`,
    );
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    expect(readProductCsv(text)).toEqual({
      errors: [],
      rows: [
        {
          row: 2,
          id: 7,
          product: {
            name: product.name,
            description: product.description,
            category: 'Вградени камини',
            imageUrl: product.imageUrl,
            // one line per image; a line break inside an alt text is read as a space
            images: [
              {
                url: '/attached_assets/demo-kamin-montues_600w.jpg',
                alt: { mk: 'Камин | напред', al: 'Kamin' },
              },
              { url: '/attached_assets/demo-soba_600w.jpg', alt: { mk: '', al: 'Soba anash' } },
            ],
            pdfUrl: '',
            fullPrice: 1890.5,
            unitPrice: null,
            unitType: 'kg',
            inStock: false,
            onPromo: true,
            promoPrice: 1590,
            promoStartDate: product.promoStartDate,
            promoEndDate: product.promoEndDate,
            featured: true,
            // a product without specifications: its empty cells clear none it could have
            specifications: expect.objectContaining({ heatOutput: null, fuel: null, oven: null }),
            code: '',
            brandId: null,
          },
        },
      ],
    });
  });

  it('reads a gallery line by line, its alt texts by position; an empty gallery cell keeps the gallery', () => {
    const read = readProductCsv(
      'images,images_alt,images_alt_al\n' +
        '"/attached_assets/a.jpg\r\n/attached_assets/b.jpg\n","Напред\n",""\n' +
        ',,\n',
    );
    expect(read.errors).toEqual([]);
    expect(read.rows.map((row) => row.product)).toEqual([
      {
        images: [
          { url: '/attached_assets/a.jpg', alt: { mk: 'Напред', al: '' } },
          { url: '/attached_assets/b.jpg', alt: { mk: '', al: '' } },
        ],
      },
      {},
    ]);
  });

  it('refuses alt text columns without the images column on line 1', () => {
    expect(readProductCsv('name,name_al,images_alt\nx,y,z\n')).toEqual({
      rows: [],
      errors: [
        {
          row: 1,
          field: 'images_alt',
          key: 'importImageAltWithoutImages',
          message: validationMessages.importImageAltWithoutImages,
        },
      ],
    });
  });

  it('sets only the columns a file has; empty stock and flag cells are left out, empty prices are none', () => {
    const read = readProductCsv('name,name_al,fullPrice,inStock,featured\nПелет,Pelet,,,TRUE\n');
    expect(read).toEqual({
      errors: [],
      rows: [
        {
          row: 2,
          id: null,
          product: { name: { mk: 'Пелет', al: 'Pelet' }, fullPrice: null, featured: true },
        },
      ],
    });
  });

  it('reads a decimal comma in a price and passes a price that could be two on as text', () => {
    const read = readProductCsv('fullPrice,unitPrice,promoPrice\n"5,40",1.299,"1.299,50"\n');
    expect(read.rows[0]?.product).toEqual({ fullPrice: 5.4, unitPrice: '1.299', promoPrice: 1299.5 });
  });

  it('exports a price of three decimals so that it reads back as the same price', () => {
    const text = productsToCsv([{ ...product, fullPrice: 1.299, unitPrice: 12.5, promoPrice: 0.125 }]);
    expect(readProductCsv(text).rows[0]?.product).toMatchObject({
      fullPrice: 1.299,
      unitPrice: 12.5,
      promoPrice: 0.125,
    });
  });

  it('passes unreadable values on for the schema to reject', () => {
    const read = readProductCsv('fullPrice,inStock\ncheap,maybe\n');
    expect(read.rows[0]?.product).toEqual({ fullPrice: 'cheap', inStock: 'maybe' });
  });

  it('reports unknown and repeated columns on line 1 and reads no rows', () => {
    expect(readProductCsv('name,name_al,colour,name\nx,y,z,w\n')).toEqual({
      rows: [],
      errors: [
        { row: 1, field: 'colour', key: 'importColumnUnknown', message: 'Unknown column' },
        { row: 1, field: 'name', key: 'importColumnRepeated', message: 'This column appears more than once' },
      ],
    });
  });

  it('asks for the Macedonian and Albanian columns of a text together', () => {
    expect(readProductCsv('name,description,description_al\nx,y,z\n')).toEqual({
      rows: [],
      errors: [
        {
          row: 1,
          field: 'name_al',
          key: 'importColumnPairMissing',
          message:
            'The Macedonian and Albanian columns of a text come together (name and name_al, description and description_al)',
        },
      ],
    });
  });

  it('reports bad ids, extra cells, broken quoting, empty and oversized files by row', () => {
    const read = readProductCsv('id,unitType\n1.5,A\n-2,B\n3,C,extra\n4,D\n');
    expect(read.errors).toEqual([
      {
        row: 2,
        field: 'id',
        key: 'importIdInvalid',
        message: 'The id must be a positive whole number or empty',
      },
      {
        row: 3,
        field: 'id',
        key: 'importIdInvalid',
        message: 'The id must be a positive whole number or empty',
      },
      { row: 4, key: 'importCsvMalformed', message: 'The file is not valid CSV' },
    ]);
    expect(read.rows).toEqual([{ row: 5, id: 4, product: { unitType: 'D' } }]);
    expect(readProductCsv('unitType\n"open\n').errors).toEqual([
      { row: 2, key: 'importCsvMalformed', message: 'The file is not valid CSV' },
    ]);
    expect(readProductCsv('').errors).toEqual([
      { row: 1, key: 'importEmpty', message: 'The file has no header row' },
    ]);
    const huge = `unitType\n${'x\n'.repeat(PRODUCT_IMPORT_MAX_ROWS + 1)}`;
    expect(readProductCsv(huge).errors).toEqual([
      { row: 1, key: 'importTooManyRows', message: 'The file has too many rows' },
    ]);
  });
});

const stove: BilingualProduct = {
  ...product,
  specifications: {
    heatOutput: 8.5,
    heatedVolume: 235,
    fuel: 'pellets',
    energyClass: 'A++',
    remoteControl: true,
    centralHeating: false,
  },
};

describe('specification columns of the product CSV', () => {
  it('round-trip every specification: an export read back sets the same values and clears the empty ones', () => {
    const [row] = readProductCsv(productsToCsv([stove])).rows;
    const update = productUpdateSchema.parse(row?.product);
    const { specifications } = update;
    expect(
      Object.fromEntries(Object.entries(specifications ?? {}).filter(([, value]) => value !== null)),
    ).toEqual(stove.specifications);
    expect(specifications).toMatchObject({ weight: null, oven: null, finish: null });
  });

  it('writes numbers with a decimal point, choices by their key and yes/no as true/false', () => {
    const parsed = parseCsv(productsToCsv([stove]));
    const [header, line] = parsed.ok ? parsed.records : [];
    const cells = Object.fromEntries(
      header?.cells.map((column, index) => [column, line?.cells[index]]) ?? [],
    );
    expect(cells).toMatchObject({
      spec_heatOutput: '8.5',
      spec_fuel: 'pellets',
      spec_energyClass: 'A++',
      spec_remoteControl: 'true',
      spec_centralHeating: 'false',
      spec_weight: '',
    });
  });

  it('reads a decimal comma, a choice by its name in any language, and passes on what it cannot read', () => {
    expect(readSpecificationCell('heatOutput', ' 8,5 ')).toBe(8.5);
    expect(readSpecificationCell('fuel', 'Пелети')).toBe('pellets');
    expect(readSpecificationCell('fuel', 'pelet')).toBe('pellets');
    expect(readSpecificationCell('oven', '1')).toBe(true);
    expect(readSpecificationCell('heatOutput', '')).toBeNull();
    expect(readSpecificationCell('heatOutput', '8,5 kW')).toBe('8,5 kW');
    const file = '\uFEFFid,spec_heatOutput,spec_fuel\r\n4,8 kW,coal\r\n';
    const [row] = readProductCsv(file).rows;
    const issues = productUpdateSchema.safeParse(row?.product).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), validationText(issue.message)])).toEqual([
      ['specifications.heatOutput', validationMessages.specificationNumber],
      ['specifications.fuel', validationMessages.specificationChoice],
    ]);
  });

  it('refuses a column of an attribute that is not declared', () => {
    expect(readProductCsv('id,spec_colour\r\n4,red\r\n').errors).toEqual([
      {
        row: 1,
        field: 'spec_colour',
        key: 'importColumnUnknown',
        message: validationMessages.importColumnUnknown,
      },
    ]);
  });
});
