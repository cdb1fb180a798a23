import type { FastifyInstance } from 'fastify';
import { notifyRoutes } from '@hiti/contracts';
import { serveRoute } from '@hiti/service-kit';
import type { EnquiryInbox } from '../services/enquiries.service';
import type { PersonalData } from '../services/personal-data.service';

/** The enquiry inbox for staff, and erasing a person's data for super admins. */
export async function enquiryRoutes(
  app: FastifyInstance,
  options: { inbox: EnquiryInbox; personalData: PersonalData },
): Promise<void> {
  const { inbox, personalData } = options;

  serveRoute(app, notifyRoutes.listEnquiries, async ({ query }) => inbox.list(query));
  serveRoute(app, notifyRoutes.countNewEnquiries, async () => inbox.countNew());
  serveRoute(app, notifyRoutes.exportEnquiries, async ({ query }) => inbox.export(query));
  serveRoute(app, notifyRoutes.getEnquiry, async ({ params }) => inbox.get(params.id));
  serveRoute(app, notifyRoutes.updateEnquiry, async ({ params, body }) => inbox.update(params.id, body));
  serveRoute(app, notifyRoutes.addEnquiryNote, async ({ params, body, caller }) =>
    inbox.addNote(params.id, body.text, caller),
  );
  serveRoute(app, notifyRoutes.replyToEnquiry, async ({ params, body, caller }) =>
    inbox.reply(params.id, body.text, caller),
  );
  serveRoute(app, notifyRoutes.deleteEnquiry, async ({ params }) => inbox.delete(params.id));
  serveRoute(app, notifyRoutes.erasePerson, async ({ body }) => personalData.eraseAddress(body.email));
}
