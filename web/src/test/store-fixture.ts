import type { BilingualText, Store } from '@hiti/contracts';

/** A showroom in Skopje, open on Monday mornings, with the given id, name and changes. */
export function storeFixture(id: number, name: BilingualText, changes: Partial<Store> = {}): Store {
  return {
    id,
    name,
    street: { mk: 'Улица 1', al: 'Rruga 1' },
    city: { mk: 'Скопје', al: 'Shkup' },
    postalCode: '1000',
    phone: '+389 2 3123 456',
    email: 'shop@example.com',
    viber: '',
    whatsapp: '',
    hours: {
      monday: [{ opens: '09:00', closes: '17:00' }],
      tuesday: [],
      wednesday: [],
      thursday: [],
      friday: [],
      saturday: [],
      sunday: [],
    },
    exceptions: [],
    latitude: 42,
    longitude: 21.4,
    photo: '',
    order: id,
    headOffice: false,
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...changes,
  };
}
