import { describe, expect, it } from 'vitest';
import { PRODUCT_CSV_COLUMNS, PRODUCT_IMPORT_MAX_ROWS, type BilingualProduct } from '@hiti/contracts';
import { productsToCsv, readProductCsv } from './product-csv';
import { SPECIFICATION_CSV_COLUMNS } from './product-csv-specifications';

const product: BilingualProduct = {
  id: 7,
  name: { mk: '=HYPERLINK("x")', al: 'Kamin i montuar' },
  description: { mk: 'Вграден камин, 9 kW\nсо "чисто стакло"', al: '' },
  categoryId: 3,
  category: { mk: 'Вградени камини', al: 'Kamina Montues' },
  imageUrl: '/attached_assets/demo-kamin-montues.jpg',
  fullPrice: 1890.5,
  unitPrice: null,
  unitType: 'kg',
  inStock: false,
  onPromo: true,
  promoPrice: 1590,
  promoStartDate: '2025-03-01T00:00:00.000Z',
  promoEndDate: '2025-03-31T23:59:59.999Z',
  featured: true,
  pdfUrl: null,
  promoActive: false,
  effectivePrice: 1890.5,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

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
          },
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
        { row: 1, field: 'colour', message: 'Unknown column' },
        { row: 1, field: 'name', message: 'This column appears more than once' },
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
          message:
            'The Macedonian and Albanian columns of a text come together (name and name_al, description and description_al)',
        },
      ],
    });
  });

  it('reports bad ids, extra cells, broken quoting, empty and oversized files by row', () => {
    const read = readProductCsv('id,unitType\n1.5,A\n-2,B\n3,C,extra\n4,D\n');
    expect(read.errors).toEqual([
      { row: 2, field: 'id', message: 'The id must be a positive whole number or empty' },
      { row: 3, field: 'id', message: 'The id must be a positive whole number or empty' },
      { row: 4, message: 'The file is not valid CSV' },
    ]);
    expect(read.rows).toEqual([{ row: 5, id: 4, product: { unitType: 'D' } }]);
    expect(readProductCsv('unitType\n"open\n').errors).toEqual([
      { row: 2, message: 'The file is not valid CSV' },
    ]);
    expect(readProductCsv('').errors).toEqual([{ row: 1, message: 'The file has no header row' }]);
    const huge = `unitType\n${'x\n'.repeat(PRODUCT_IMPORT_MAX_ROWS + 1)}`;
    expect(readProductCsv(huge).errors).toEqual([{ row: 1, message: 'The file has too many rows' }]);
  });
});
