import { afterAll, beforeAll } from 'vitest';
import { describeServiceBasics } from '@hiti/local/test-env';
import { startMedia, type MediaTestApp } from './support/media-app';

let media: MediaTestApp;

beforeAll(async () => {
  media = await startMedia('media_health');
});

afterAll(async () => {
  await media.app.close();
});

describeServiceBasics('media', () => media.app);
