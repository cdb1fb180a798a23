export { readPriceText } from '@hiti/contracts';

/** A price as its field shows it, with a decimal comma: `1299,99`, `900`, `12,50`. */
export function formatPriceText(value: number): string {
  const [whole = '', fraction] = String(value).split('.');
  return fraction === undefined ? whole : `${whole},${fraction.padEnd(2, '0')}`;
}
