import { describe, expect, it } from 'vitest';
import { RETENTION_JOB_ACTOR, auditPageSchema } from '@hiti/contracts';
import { eventually, useIdentityWithPublisher } from './event-support';
import { firstAdmin, internalHeaders } from './support';

const DATABASE = 'identity_retention_audit';

const { identity, publisher, handled } = useIdentityWithPublisher(DATABASE, 'notify');

describe('enquiries.expired', () => {
  it("writes one audit entry per pass of the retention job, in the job's name, with the count only", async () => {
    const pass = { erased: 3, closedBefore: '2024-11-28T04:00:00.000Z' };
    await publisher().publish('enquiries.expired', pass);
    await publisher().publish('enquiries.expired', pass);
    await eventually(async () => (await handled()) === 2);

    const response = await identity().inject({
      method: 'GET',
      url: '/audit?entity=personal_data&pageSize=100',
      headers: internalHeaders(firstAdmin),
    });
    expect(response.statusCode, response.body).toBe(200);
    const entries = auditPageSchema.parse(response.json()).items;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: RETENTION_JOB_ACTOR,
      action: 'delete',
      entity: 'personal_data',
      entityId: `retention:${pass.closedBefore}`,
      summary: 'Erased 3 enquiries closed before 2024-11-28 (retention time over)',
      before: null,
      after: pass,
    });
  });
});
