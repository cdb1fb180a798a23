import { WEEKDAYS } from '@hiti/contracts';
import type { BilingualText, OpeningRange, Store, StoreInputFields, Weekday } from '@hiti/contracts';

/** The store form's values: the API's input without the order, which the list's arrows set. */
export interface StoreFormValues {
  name: BilingualText;
  street: BilingualText;
  city: BilingualText;
  postalCode: string;
  phone: string;
  email: string;
  viber: string;
  whatsapp: string;
  hours: Record<Weekday, OpeningRange[]>;
  exceptions: { date: string; hours: OpeningRange[] }[];
  /** Empty while the admin has not typed a number (the input answers null). */
  latitude: number | null;
  longitude: number | null;
  photo: string;
  headOffice: boolean;
}

const blank = (): BilingualText => ({ mk: '', al: '' });

/** A new store: open weekdays 09:00–17:00, closed on Sunday, to be changed. */
export function newStoreValues(): StoreFormValues {
  const day = (weekday: Weekday) => (weekday === 'sunday' ? [] : [{ opens: '09:00', closes: '17:00' }]);
  return {
    name: blank(),
    street: blank(),
    city: blank(),
    postalCode: '',
    phone: '',
    email: '',
    viber: '',
    whatsapp: '',
    hours: Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, day(weekday)])) as StoreFormValues['hours'],
    exceptions: [],
    latitude: null,
    longitude: null,
    photo: '',
    headOffice: false,
  };
}

export function storeFormValues(store: Store): StoreFormValues {
  const { id: _id, order: _order, updatedAt: _updatedAt, ...values } = store;
  return values;
}

/**
 * The body the API reads for these values at `order`. An empty coordinate is sent as NaN so the contracts'
 * schema names it like any other coordinate it refuses.
 */
export function storeInput(values: StoreFormValues, order: number): StoreInputFields {
  return {
    ...values,
    latitude: values.latitude ?? Number.NaN,
    longitude: values.longitude ?? Number.NaN,
    order,
  };
}

/** The stored input of a store as it is, at another place in the list. */
export function storeAt(store: Store, order: number): StoreInputFields {
  return storeInput(storeFormValues(store), order);
}

/**
 * The stores after moving the one at `from` to `to`, each with the order it takes (its place), and only the
 * ones whose order changes — the writes a reorder needs.
 */
export function reorderedStores(
  stores: readonly Store[],
  from: number,
  to: number,
): { store: Store; order: number }[] {
  const moved = [...stores];
  const [store] = moved.splice(from, 1);
  if (!store) return [];
  moved.splice(to, 0, store);
  return moved
    .map((each, place) => ({ store: each, order: place }))
    .filter(({ store: each, order }) => each.order !== order);
}
