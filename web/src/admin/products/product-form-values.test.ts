import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formToProductBody, productToForm } from './product-form-values';
import { storedProduct } from './product-test-fixtures';

const promotion = (start: string, end: string) =>
  storedProduct({ onPromo: true, promoPrice: 700, promoStartDate: start, promoEndDate: end });

// Skopje is UTC+1 in winter and UTC+2 in summer; these hold whatever the zone of the machine running them.
describe('promotion days of the product form', () => {
  it('shows the days a stored promotion runs in Skopje', () => {
    const form = productToForm(promotion('2026-02-28T23:00:00.000Z', '2026-12-31T22:59:59.999Z'));
    expect(form.promoStartDate?.format('DD.MM.YYYY')).toBe('01.03.2026');
    expect(form.promoEndDate?.format('DD.MM.YYYY')).toBe('31.12.2026');
  });

  it('sends picked days as their first and last millisecond in Skopje', () => {
    const form = productToForm(storedProduct());
    const body = formToProductBody({
      ...form,
      promoEnabled: true,
      promoPrice: 700,
      promoStartDate: dayjs('2026-07-01'),
      promoEndDate: dayjs('2026-12-31'),
    });
    expect(body.promoStartDate).toBe('2026-06-30T22:00:00.000Z');
    expect(body.promoEndDate).toBe('2026-12-31T22:59:59.999Z');
  });

  it('gives back a stored promotion unchanged', () => {
    const stored = promotion('2026-03-28T23:00:00.000Z', '2026-10-25T22:59:59.999Z');
    const body = formToProductBody(productToForm(stored));
    expect(body).toMatchObject({ promoStartDate: stored.promoStartDate, promoEndDate: stored.promoEndDate });
  });
});
