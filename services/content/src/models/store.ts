import { Schema, type Connection, type Model } from 'mongoose';
import type { BilingualText, HoursException, Store, WeeklyHours } from '@hiti/contracts';

export const STORE_SEQUENCE = 'stores';

export interface StoreDocument {
  id: number;
  name: BilingualText;
  street: BilingualText;
  city: BilingualText;
  postalCode: string;
  phone: string;
  email: string;
  viber: string;
  whatsapp: string;
  hours: WeeklyHours;
  exceptions: HoursException[];
  latitude: number;
  longitude: number;
  photo: string;
  order: number;
  headOffice: boolean;
  updatedAt: Date;
}

const storeSchema = new Schema<StoreDocument>(
  {
    id: { type: Number, required: true, unique: true },
    name: { type: Schema.Types.Mixed, required: true },
    street: { type: Schema.Types.Mixed, required: true },
    city: { type: Schema.Types.Mixed, required: true },
    postalCode: { type: String, default: '' },
    phone: { type: String, default: '' },
    email: { type: String, default: '' },
    viber: { type: String, default: '' },
    whatsapp: { type: String, default: '' },
    hours: { type: Schema.Types.Mixed, required: true },
    exceptions: { type: Schema.Types.Mixed, default: () => [] },
    latitude: { type: Number, required: true },
    longitude: { type: Number, required: true },
    photo: { type: String, default: '' },
    order: { type: Number, default: 0, index: true },
    headOffice: { type: Boolean, default: false },
    updatedAt: { type: Date, required: true, default: () => new Date() },
  },
  // `id` is our numeric id, not mongoose's string alias of `_id`; empty day lists are kept.
  { collection: 'stores', versionKey: false, id: false, minimize: false },
);

export type StoreModel = Model<StoreDocument>;

export function storeModel(connection: Connection): StoreModel {
  return connection.model<StoreDocument>('Store', storeSchema);
}

/** The wire form of a stored store. */
export function toStore(document: StoreDocument): Store {
  return {
    id: document.id,
    name: document.name,
    street: document.street,
    city: document.city,
    postalCode: document.postalCode,
    phone: document.phone,
    email: document.email,
    viber: document.viber ?? '',
    whatsapp: document.whatsapp ?? '',
    hours: document.hours,
    exceptions: document.exceptions ?? [],
    latitude: document.latitude,
    longitude: document.longitude,
    photo: document.photo ?? '',
    order: document.order,
    headOffice: document.headOffice,
    updatedAt: document.updatedAt.toISOString(),
  };
}
