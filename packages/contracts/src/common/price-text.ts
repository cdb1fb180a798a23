/** What the text of a price field says: nothing, a price, or text that is no price or could be two. */
export type PriceReading = { kind: 'empty' } | { kind: 'price'; value: number } | { kind: 'unclear' };

const UNCLEAR: PriceReading = { kind: 'unclear' };

/** Digit runs with one separator (a point, a comma or a space) between each two of them. */
const NUMBER_TEXT = /^(-?)(\d+(?:[.,\s]\d+)*)([.,]?)$/;

/** Digit runs that are thousands groups: the first of one to three digits, each next one of three. */
const isThousandsGrouping = (runs: readonly string[]) =>
  /^[1-9]\d{0,2}$/.test(runs[0] ?? '') && runs.slice(1).every((run) => /^\d{3}$/.test(run));

const price = (sign: string, whole: string, fraction = ''): PriceReading => ({
  kind: 'price',
  value: Number(`${sign}${whole}${fraction ? `.${fraction}` : ''}`),
});

/**
 * Reads a price as the staff type it (in a form field or a CSV cell): `1299,99` and `1299.99` are both 1299.99; a thousands separator is
 * read only where it cannot be the decimal one (`1.299,99`, `1,299.99`, `1 299,99`, `1.299.000`). Text that
 * could be either (`1.299`, `1,299`: a thousand and more, or a price below 2) is `unclear`, never guessed.
 */
export function readPriceText(text: string): PriceReading {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const match = NUMBER_TEXT.exec(trimmed);
  if (!match) return UNCLEAR;
  const [, sign = '', body = '', trailing] = match;
  const runs = body.split(/[.,\s]/);
  const separators = [...body.replace(/\d/g, '')].map((separator) =>
    /\s/.test(separator) ? ' ' : separator,
  );
  if (separators.length === 0) return price(sign, body);
  if (trailing) return UNCLEAR;

  const last = separators[separators.length - 1];
  const earlier = new Set(separators.slice(0, -1));
  const grouping = earlier.size === 0 ? last : [...earlier][0];
  if (earlier.size > 1) return UNCLEAR;

  if (grouping === last) {
    // one kind of separator throughout
    if (last === ' ' || separators.length > 1) {
      return isThousandsGrouping(runs) ? price(sign, runs.join('')) : UNCLEAR;
    }
    const [whole = '', fraction = ''] = runs;
    return fraction.length === 3 && isThousandsGrouping(runs) ? UNCLEAR : price(sign, whole, fraction);
  }
  // thousands groups, then a different decimal separator
  if (last === ' ') return UNCLEAR;
  const groups = runs.slice(0, -1);
  return isThousandsGrouping(groups) ? price(sign, groups.join(''), runs[runs.length - 1]) : UNCLEAR;
}
