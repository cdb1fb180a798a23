import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { category, renderProductForm, storedProduct, stubApi } from './product-form-test-support';

// Each test drives the whole antd form; on a busy machine that takes longer than the defaults.
configure({ asyncUtilTimeout: 15_000 });

beforeAll(() => {
  // the stubbed category lists these attributes for its products
  Object.assign(category, { specificationKeys: ['heatOutput', 'fuel', 'oven'] });
});

describe('the Specifications section of the product form', { timeout: 120_000 }, () => {
  it('shows the values with their units, checks them in Macedonian and saves those of the category', async () => {
    const { writes } = stubApi({
      write: storedProduct(),
      productReads: [storedProduct({ specifications: { heatOutput: 8.5, fuel: 'wood' } })],
    });
    renderProductForm({ path: '/admin/product/7', language: 'mk' });
    const output = (await screen.findByLabelText('Номинална топлинска моќност (kW)')) as HTMLInputElement;
    expect(screen.getByText('Спецификации')).toBeTruthy();
    expect(output.value).toBe('8,5');
    expect(screen.getByText('Дрва')).toBeTruthy();
    fireEvent.change(output, { target: { value: '150' } });
    expect(await screen.findByText('Внесете вредност од 0,5 до 100 kW')).toBeTruthy();
    fireEvent.change(output, { target: { value: '9' } });
    await waitFor(() => expect(screen.queryByText('Внесете вредност од 0,5 до 100 kW')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Зачувај производ' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]?.body).toMatchObject({ specifications: { heatOutput: 9, fuel: 'wood', oven: null } });
  });
});
