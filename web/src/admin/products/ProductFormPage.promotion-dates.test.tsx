import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  fillRequiredFields,
  pickDay,
  renderProductForm,
  save,
  storedProduct,
  stubApi,
  switchPromotionOn,
  type,
} from './product-form-test-support';

// Each test drives the whole antd form; on a busy machine that takes longer than the defaults.
configure({ asyncUtilTimeout: 15_000 });

const shownDay = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

// Skopje is UTC+1 in winter and UTC+2 in summer; the tests hold whatever the zone of the machine running them.
describe('promotion days in the showroom’s time', { timeout: 120_000 }, () => {
  it('saves picked days as their first and last millisecond in Skopje', async () => {
    const { writes } = stubApi();
    renderProductForm();
    fillRequiredFields();
    type('Full Price (€, incl. VAT)', '900');
    await switchPromotionOn();
    type('Promotional Price (€)', '700');
    pickDay('Start Date', '01.03.2026');
    pickDay('End Date', '31.12.2026');
    save();
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]?.body).toMatchObject({
      onPromo: true,
      promoStartDate: '2026-02-28T23:00:00.000Z',
      promoEndDate: '2026-12-31T22:59:59.999Z',
    });
  });

  it('shows a stored promotion on the days it runs in Skopje and saves it unchanged', async () => {
    const promotion = {
      onPromo: true,
      promoPrice: 700,
      promoStartDate: '2026-06-30T22:00:00.000Z',
      promoEndDate: '2026-07-31T21:59:59.999Z',
    };
    const { writes } = stubApi({ productReads: [storedProduct(promotion)] });
    renderProductForm({ path: '/admin/product/7' });
    await screen.findByLabelText('Start Date');
    expect(shownDay('Start Date')).toBe('01.07.2026');
    expect(shownDay('End Date')).toBe('31.07.2026');
    save();
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]?.body).toMatchObject({
      promoStartDate: promotion.promoStartDate,
      promoEndDate: promotion.promoEndDate,
    });
  });
});
