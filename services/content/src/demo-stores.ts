import type { HoursException, OpeningRange, StoreInput, WeeklyHours } from '@hiti/contracts';

const range = (opens: string, closes: string): OpeningRange => ({ opens, closes });
const closed: OpeningRange[] = [];

/** Monday to Friday the same, then Saturday and Sunday. */
function week(
  weekday: OpeningRange[],
  saturday: OpeningRange[],
  sunday: OpeningRange[] = closed,
): WeeklyHours {
  return {
    monday: weekday,
    tuesday: weekday,
    wednesday: weekday,
    thursday: weekday,
    friday: weekday,
    saturday,
    sunday,
  };
}

/** North Macedonia's public holidays of a year on fixed dates (closed) and New Year's Eve (a short day). */
function holidays(year: number): HoursException[] {
  const closedOn = ['01-01', '01-07', '05-01', '05-24', '08-02', '09-08', '10-11', '10-23', '12-08'];
  return [
    ...closedOn.map((day) => ({ date: `${year}-${day}`, hours: closed })),
    { date: `${year}-12-31`, hours: [range('09:00', '14:00')] },
  ];
}

/**
 * Six demo showrooms across North Macedonia (addresses, phones and numbers are made up), the one in
 * Skopje the head office, with this year's and next year's holidays.
 */
export function demoStores(now: Date): StoreInput[] {
  const year = now.getUTCFullYear();
  const exceptions = [...holidays(year), ...holidays(year + 1)];
  const usual = week([range('09:00', '19:00')], [range('09:00', '15:00')]);
  const store = (fields: Omit<StoreInput, 'exceptions' | 'hours'> & { hours?: WeeklyHours }): StoreInput => ({
    hours: usual,
    exceptions,
    ...fields,
  });
  return [
    store({
      name: { mk: 'Хити Камина Скопје', al: 'Hiti Kamina Shkup' },
      street: { mk: 'бул. Илинден 45', al: 'bul. Ilinden 45' },
      city: { mk: 'Скопје', al: 'Shkup' },
      postalCode: '1000',
      phone: '+389 2 3100 200',
      email: 'skopje@hitikamina.mk',
      viber: '+38970310020',
      whatsapp: '+38970310020',
      hours: week([range('08:30', '20:00')], [range('09:00', '16:00')], [range('10:00', '14:00')]),
      latitude: 41.9966,
      longitude: 21.4148,
      photo: '/attached_assets/demo-kamin-druri_600w.jpg',
      order: 1,
      headOffice: true,
    }),
    store({
      name: { mk: 'Хити Камина Тетово', al: 'Hiti Kamina Tetovë' },
      street: { mk: 'ул. Илинденска 120', al: 'rr. Ilindenit 120' },
      city: { mk: 'Тетово', al: 'Tetovë' },
      postalCode: '1200',
      phone: '+389 44 330 120',
      email: 'tetovo@hitikamina.mk',
      viber: '+38970330120',
      whatsapp: '+38970330120',
      latitude: 42.0093,
      longitude: 20.9701,
      photo: '/attached_assets/demo-soba_600w.jpg',
      order: 2,
      headOffice: false,
    }),
    store({
      name: { mk: 'Хити Камина Гостивар', al: 'Hiti Kamina Gostivar' },
      street: { mk: 'бул. Гоце Делчев 12', al: 'bul. Goce Dellçev 12' },
      city: { mk: 'Гостивар', al: 'Gostivar' },
      postalCode: '1230',
      phone: '+389 42 214 512',
      email: 'gostivar@hitikamina.mk',
      viber: '+38971214512',
      whatsapp: '',
      hours: week([range('08:00', '12:00'), range('13:00', '18:00')], [range('08:00', '13:00')]),
      latitude: 41.7961,
      longitude: 20.9082,
      photo: '/attached_assets/demo-kamin-montues_600w.jpg',
      order: 3,
      headOffice: false,
    }),
    store({
      name: { mk: 'Хити Камина Куманово', al: 'Hiti Kamina Kumanovë' },
      street: { mk: 'ул. Октомвриска револуција 8', al: 'rr. Revolucioni i Tetorit 8' },
      city: { mk: 'Куманово', al: 'Kumanovë' },
      postalCode: '1300',
      phone: '+389 31 412 808',
      email: 'kumanovo@hitikamina.mk',
      viber: '',
      whatsapp: '+38972412808',
      latitude: 42.1354,
      longitude: 21.7146,
      photo: '/attached_assets/demo-kamin-elektrik_600w.jpg',
      order: 4,
      headOffice: false,
    }),
    store({
      name: { mk: 'Хити Камина Струга', al: 'Hiti Kamina Strugë' },
      street: { mk: 'ул. Маршал Тито 55', al: 'rr. Marshal Tito 55' },
      city: { mk: 'Струга', al: 'Strugë' },
      postalCode: '6330',
      phone: '+389 46 781 055',
      email: 'struga@hitikamina.mk',
      viber: '+38975781055',
      whatsapp: '+38975781055',
      latitude: 41.1779,
      longitude: 20.6789,
      photo: '/attached_assets/demo-soba-pelet_600w.jpg',
      order: 5,
      headOffice: false,
    }),
    store({
      name: { mk: 'Хити Камина Охрид', al: 'Hiti Kamina Ohër' },
      street: { mk: 'бул. Туристичка 30', al: 'bul. Turistike 30' },
      city: { mk: 'Охрид', al: 'Ohër' },
      postalCode: '6000',
      phone: '+389 46 262 030',
      email: 'ohrid@hitikamina.mk',
      viber: '+38975262030',
      whatsapp: '+38975262030',
      latitude: 41.1145,
      longitude: 20.8004,
      photo: '/attached_assets/demo-kamin-jashtme_600w.jpg',
      order: 6,
      headOffice: false,
    }),
  ];
}
