import { Schema, type Connection, type Model } from 'mongoose';

/**
 * The seeding record: one document in `counters` whose `seq` is the version of the defaults that
 * were applied, so a restart never seeds again over what staff changed or removed.
 */
interface SeedMarkerDocument {
  _id: string;
  seq: number;
}

const seedMarkerSchema = new Schema<SeedMarkerDocument>(
  { _id: String, seq: Number },
  { collection: 'counters', versionKey: false },
);

export type SeedMarkerModel = Model<SeedMarkerDocument>;

export function seedMarkerModel(connection: Connection): SeedMarkerModel {
  return connection.model<SeedMarkerDocument>('SeedMarker', seedMarkerSchema);
}
