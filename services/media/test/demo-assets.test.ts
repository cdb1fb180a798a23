import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { DEFAULT_DEMO_ASSETS_DIR, seedDemoAssets } from '../src/demo-assets';
import { uploadedFileModel } from '../src/models/uploaded-file';
import { ObjectStore } from '../src/services/object-store';
import { UploadService } from '../src/services/uploads.service';
import { startMedia, type MediaTestApp } from './support/media-app';
import { makeJpeg } from './support/fixtures';

const directory = mkdtempSync(join(tmpdir(), 'hiti-demo-assets-'));
let jpeg: Buffer;
const started: MediaTestApp[] = [];

async function start(seed: 'true' | 'false', bucketBase = 'media_demo'): Promise<MediaTestApp> {
  const media = await startMedia(bucketBase, { SEED_DEMO: seed, DEMO_ASSETS_DIR: directory });
  started.push(media);
  return media;
}

beforeAll(async () => {
  jpeg = await makeJpeg(1600, 1200);
  writeFileSync(join(directory, 'demo-fireplace.jpg'), jpeg);
  writeFileSync(join(directory, 'notes.txt'), 'not an asset');
  writeFileSync(join(directory, 'demo-broken.jpg'), 'not a jpeg');
});

afterAll(async () => {
  for (const media of started) await media.app.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('demo assets', () => {
  it('are put into the bucket under their own names with variants when SEED_DEMO is true', async () => {
    const media = await start('true');
    await vi.waitFor(async () => expect(await media.objectNames()).toHaveLength(4), { timeout: 20_000 });
    expect(await media.objectNames()).toEqual([
      'demo-fireplace.jpg',
      'demo-fireplace.w1280.webp',
      'demo-fireplace.w320.webp',
      'demo-fireplace.w640.webp',
    ]);
    const original = await media.app.inject({
      method: 'GET',
      url: '/files/demo-fireplace.jpg',
      headers: { 'x-internal-token': media.env.internalToken },
    });
    expect(await sharp(original.rawPayload).metadata()).toMatchObject({ format: 'webp' });
    const variant = await media.app.inject({
      method: 'GET',
      url: '/files/demo-fireplace.jpg?w=640',
      headers: { 'x-internal-token': media.env.internalToken },
    });
    expect(await sharp(variant.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640 });
    expect(await uploadedFileModel(media.app.mongo).countDocuments({ filename: 'demo-fireplace.jpg' })).toBe(
      1,
    );
  });

  it('are seeded while the service already serves (outside its start-up), and all arrive', async () => {
    const media = await start('true', 'media_demo_beside');
    const health = await media.app.inject({ method: 'GET', url: '/health/live' });
    expect(health.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await media.objectNames()).toHaveLength(4), { timeout: 20_000 });
  });

  it('stop between files once the service closes', async () => {
    const media = await start('false', 'media_demo_stopped');
    const stopped = new AbortController();
    stopped.abort();
    const uploads = new UploadService({
      connection: media.app.mongo,
      files: uploadedFileModel(media.app.mongo),
      store: new ObjectStore(media.app.s3.client, media.app.s3.bucket),
    });
    const stored = await seedDemoAssets(uploads, directory, media.app.log, stopped.signal);
    expect(stored).toEqual([]);
    expect(await media.objectNames()).toEqual([]);
  });

  it('are left alone when SEED_DEMO is false', async () => {
    const media = await start('false', 'media_nodemo');
    expect(await media.objectNames()).toEqual([]);
  });

  it("are read by default from the service's demo-assets directory", () => {
    const serviceRoot = dirname(dirname(fileURLToPath(import.meta.url)));
    expect(DEFAULT_DEMO_ASSETS_DIR).toBe(join(serviceRoot, 'demo-assets'));
  });
});
