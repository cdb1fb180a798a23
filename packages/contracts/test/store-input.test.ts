import { describe, expect, it } from 'vitest';
import { messagingNumberSchema, storeInputSchema, type StoreInputFields, validationText } from '../src';

const open = [{ opens: '09:00', closes: '17:00' }];
const valid: StoreInputFields = {
  name: { mk: 'Хити Камина Тетово', al: 'Hiti Kamina Tetovë' },
  street: { mk: 'ул. Илинденска 120', al: 'rr. Ilindenit 120' },
  city: { mk: 'Тетово', al: 'Tetovë' },
  postalCode: '1200',
  phone: '+389 44 330 120',
  email: 'tetovo@example.mk',
  hours: {
    monday: open,
    tuesday: open,
    wednesday: open,
    thursday: open,
    friday: open,
    saturday: [],
    sunday: [],
  },
  latitude: 42.0093,
  longitude: 20.9701,
};

function issuesOf(input: unknown): { path: string; message: string }[] {
  const result = storeInputSchema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: validationText(issue.message),
  }));
}

describe('a store as staff enter it', () => {
  it('is taken with its defaults filled in', () => {
    const store = storeInputSchema.parse(valid);
    expect(store).toMatchObject({
      viber: '',
      whatsapp: '',
      exceptions: [],
      photo: '',
      order: 0,
      headOffice: false,
    });
  });

  it('keeps several ranges of a day in the order of the day', () => {
    const hours = {
      ...valid.hours,
      monday: [
        { opens: '13:00', closes: '18:00' },
        { opens: '08:00', closes: '12:00' },
      ],
    };
    expect(storeInputSchema.parse({ ...valid, hours }).hours.monday).toEqual([
      { opens: '08:00', closes: '12:00' },
      { opens: '13:00', closes: '18:00' },
    ]);
  });

  it('refuses hours that close before they open, naming the closing field', () => {
    const hours = { ...valid.hours, tuesday: [{ opens: '18:00', closes: '09:00' }] };
    expect(issuesOf({ ...valid, hours })).toEqual([
      { path: 'hours.tuesday.0.closes', message: 'The closing time must be after the opening time' },
    ]);
  });

  it('refuses hours that overlap others of the same day, naming the later range', () => {
    const hours = {
      ...valid.hours,
      friday: [
        { opens: '08:00', closes: '13:00' },
        { opens: '12:30', closes: '18:00' },
      ],
    };
    expect(issuesOf({ ...valid, hours })).toEqual([
      { path: 'hours.friday.1.opens', message: 'These hours overlap other hours of the same day' },
    ]);
  });

  it('refuses a time that is not HH:MM, a repeated exception date and a day that does not exist', () => {
    const hours = { ...valid.hours, monday: [{ opens: '9', closes: '24:00' }] };
    const exceptions = [
      { date: '2026-12-31', hours: [] },
      { date: '2026-12-31', hours: open },
      { date: '2026-02-30', hours: [] },
    ];
    expect(issuesOf({ ...valid, hours, exceptions }).map((issue) => issue.path)).toEqual([
      'hours.monday.0.opens',
      'hours.monday.0.closes',
      'exceptions.2.date',
      'exceptions.1.date',
    ]);
  });

  it('refuses a position off the globe, an unknown field and a missing name', () => {
    const paths = issuesOf({ ...valid, latitude: 91, name: { mk: '', al: 'x' }, extra: 1 }).map(
      (issue) => issue.path,
    );
    expect(paths).toEqual(expect.arrayContaining(['latitude', 'name.mk', '']));
  });
});

describe('a messaging number', () => {
  it('is stored in E.164 form without the spaces typed in it, or empty', () => {
    expect(messagingNumberSchema.parse(' +389 70 123-456 ')).toBe('+38970123456');
    expect(messagingNumberSchema.parse('')).toBe('');
  });

  it('refuses a number without its country code or with letters', () => {
    for (const number of ['070123456', '+389 70 ABC', '+0389701234', '+38970']) {
      expect(messagingNumberSchema.safeParse(number).success).toBe(false);
    }
  });
});
