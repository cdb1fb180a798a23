/**
 * Day names as the showroom writes them, by their first three letters (Macedonian, Albanian with and
 * without its diacritics, English) → schema.org day codes.
 */
const DAY_CODES: Record<string, string> = {
  пон: 'Mo',
  вто: 'Tu',
  сре: 'We',
  чет: 'Th',
  пет: 'Fr',
  саб: 'Sa',
  нед: 'Su',
  hën: 'Mo',
  hen: 'Mo',
  mar: 'Tu',
  mër: 'We',
  mer: 'We',
  enj: 'Th',
  pre: 'Fr',
  sht: 'Sa',
  die: 'Su',
  mon: 'Mo',
  tue: 'Tu',
  wed: 'We',
  thu: 'Th',
  fri: 'Fr',
  sat: 'Sa',
  sun: 'Su',
};

/** A day name, optionally after Albanian's article (`e hënë`, `të premten`), with an abbreviation's dot. */
const DAY = String.raw`(?:(?:e|të)\s+)?\p{L}+\.?`;
/** Between two days or two times: a hyphen or dash, or the word for "to" (`до`, `deri`). */
const TO = String.raw`\s*(?:[-–—]|\s(?:до|deri|to)\s)\s*`;
const TIME = String.raw`(\d{1,2})[:.](\d{2})`;
/** Before the opening time, optionally the word for "from". */
const TIME_FROM = String.raw`\s*:?\s*(?:(?:од|nga|from)\s+)?`;

const RANGE = new RegExp(`(${DAY})(?:${TO}(${DAY}))?${TIME_FROM}${TIME}${TO}${TIME}`, 'giu');

function dayCode(word: string): string | undefined {
  const name = word
    .trim()
    .toLowerCase()
    .replace(/^(?:e|të)\s+/u, '')
    .replace(/\.$/u, '');
  return DAY_CODES[name.slice(0, 3)];
}

function time(hours: string | undefined, minutes: string | undefined): string {
  return `${(hours ?? '').padStart(2, '0')}:${minutes ?? ''}`;
}

/**
 * Opening hours as the contact page shows them, in schema.org's form: `Понеделник – петок: 08:00 – 18:00`
 * → `Mo-Fr 08:00-18:00`, `E shtunë: 08:00 – 14:00` → `Sa 08:00-14:00`. Several ranges may share a line;
 * days without hours (`Недела: затворено`) and text that names no known day are left out.
 */
export function openingHours(text: string): string[] {
  const hours: string[] = [];
  for (const match of text.matchAll(RANGE)) {
    const [, from, to, openH, openM, closeH, closeM] = match;
    const first = dayCode(from ?? '');
    const last = to === undefined ? undefined : dayCode(to);
    if (!first || (to !== undefined && !last)) continue;
    const days = last ? `${first}-${last}` : first;
    hours.push(`${days} ${time(openH, openM)}-${time(closeH, closeM)}`);
  }
  return hours;
}

const DAY_NAMES: Record<string, string> = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
};
const WEEK = Object.keys(DAY_NAMES);

/** The opening hours as schema.org `OpeningHoursSpecification`s (days, opening and closing time). */
export function openingHoursSpecification(text: string): object[] {
  return openingHours(text).map((range) => {
    const [days = '', times = ''] = range.split(' ');
    const [first = '', last = first] = days.split('-');
    const [opens, closes] = times.split('-');
    const from = WEEK.indexOf(first);
    const to = WEEK.indexOf(last);
    // a range over the weekend's end (`Sa-Mo`) goes round the week
    const span = to >= from ? WEEK.slice(from, to + 1) : [...WEEK.slice(from), ...WEEK.slice(0, to + 1)];
    return {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: span.map((code) => `https://schema.org/${DAY_NAMES[code] ?? code}`),
      opens,
      closes,
    };
  });
}
