import { afterAll } from 'vitest';
import { mediaRoutes } from '@hiti/contracts';
import { describeRoleMatrix } from '@hiti/service-kit/testing';
import { startMedia } from './support/media-app';

const media = await startMedia('media_roles');
afterAll(() => media.app.close());

describeRoleMatrix('media', { app: media.app, internalToken: media.env.internalToken, routes: mediaRoutes });
