import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SpecificationTable } from './SpecificationTable';

const specifications = { weight: 98, heatOutput: 8.5, fuel: 'pellets', remoteControl: true };

describe('SpecificationTable', () => {
  it('lists the values in Macedonian with a decimal comma and the unit, in the order of the table', () => {
    const html = renderToString(<SpecificationTable specifications={specifications} language="mk" />);
    expect(html).toContain('Спецификации');
    expect(html.indexOf('Номинална топлинска моќност')).toBeLessThan(html.indexOf('Тежина'));
    for (const cell of ['8,5 kW', 'Пелети', '98 kg', 'Да']) expect(html).toContain(`<td>${cell}</td>`);
  });

  it('lists them in Albanian with the same number format', () => {
    const html = renderToString(<SpecificationTable specifications={specifications} language="al" />);
    expect(html).toContain('Specifikimet');
    for (const cell of ['8,5 kW', 'Pelet', 'Po']) expect(html).toContain(`<td>${cell}</td>`);
  });

  it('shows nothing for a product without specifications', () => {
    expect(renderToString(<SpecificationTable specifications={{}} language="mk" />)).toBe('');
    expect(renderToString(<SpecificationTable specifications={undefined} language="al" />)).toBe('');
  });
});
