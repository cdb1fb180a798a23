import { describe, expect, it } from 'vitest';
import { defaultContent, inLanguage } from '@hiti/contracts';
import { openingHours } from './opening-hours';

describe('opening hours for structured data', () => {
  it('reads the default hours of both languages (full day names, en dashes)', () => {
    const hours = defaultContent('contact_hours');
    if (!hours) throw new Error('the defaults hold the opening hours');
    const expected = ['Mo-Fr 08:00-18:00', 'Sa 08:00-14:00'];
    expect(openingHours(inLanguage(hours.content, 'mk'))).toEqual(expected);
    expect(openingHours(inLanguage(hours.content, 'al'))).toEqual(expected);
  });

  it('reads full Macedonian names with an en dash and no colon', () => {
    expect(openingHours('Понеделник – Петок 09:00–17:00')).toEqual(['Mo-Fr 09:00-17:00']);
    expect(openingHours('Сабота 9:00 — 13:30')).toEqual(['Sa 09:00-13:30']);
  });

  it('reads Albanian names with their article, with or without diacritics', () => {
    expect(openingHours('E hënë – e premte: 08:00 – 18:00\nE shtunë: 08:00 – 14:00')).toEqual([
      'Mo-Fr 08:00-18:00',
      'Sa 08:00-14:00',
    ]);
    expect(openingHours('e hene - e premte 8.00 - 16.00')).toEqual(['Mo-Fr 08:00-16:00']);
    expect(openingHours('Nga e hëna deri të premten: 08:00-16:00')).toEqual(['Mo-Fr 08:00-16:00']);
  });

  it('reads abbreviations and the word for "to"', () => {
    expect(openingHours('Пон-Пет: 9:00-18:00\nСаб: 10:00-16:00\nНед: Затворено')).toEqual([
      'Mo-Fr 09:00-18:00',
      'Sa 10:00-16:00',
    ]);
    expect(openingHours('пон. до пет. 08:00-20:00')).toEqual(['Mo-Fr 08:00-20:00']);
    expect(openingHours('Од понеделник до петок од 08:00 до 16:00')).toEqual(['Mo-Fr 08:00-16:00']);
    expect(openingHours('Од понеделник до сабота: 08:00 - 16:00')).toEqual(['Mo-Sa 08:00-16:00']);
    expect(openingHours('Hën - Sht: 08:00 - 18:00')).toEqual(['Mo-Sa 08:00-18:00']);
  });

  it('reads several ranges on one line', () => {
    expect(openingHours('Mon-Fri 08:00-18:00, Sat 08:00-14:00; Sun closed')).toEqual([
      'Mo-Fr 08:00-18:00',
      'Sa 08:00-14:00',
    ]);
  });

  it('leaves out closed days and lines that name no known day', () => {
    expect(openingHours('Недела: затворено\nE diel: mbyllur')).toEqual([]);
    expect(openingHours('Секој ден 08:00-16:00')).toEqual([]);
    expect(openingHours('')).toEqual([]);
  });
});
