import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ContactReceipt, ContactSubmissionView, type ContactSubmissionListInput } from '../../src/contact.ts';
import { callProcedure, pageReply, responseSchema } from './shim.ts';

/** POST /api/contact (spec section 7) and GET /api/admin/contact-submissions: shims over the contact procedures. */
export async function contactRoutes(app: FastifyInstance) {
  app.post(
    '/api/contact',
    { schema: { response: responseSchema(ContactReceipt, 201) } },
    callProcedure(async (caller, request, reply) => {
      // Parsed by the procedure's own schema, the one the form uses.
      const receipt = await caller.contact.send(request.body as never);
      reply.code(201);
      return receipt;
    }),
  );

  app.get(
    '/api/admin/contact-submissions',
    { schema: { response: responseSchema(z.array(ContactSubmissionView)) } },
    // Paged as GET /api/products is.
    callProcedure(async (caller, request, reply) =>
      pageReply(reply, await caller.admin.contactMessages.list(request.query as ContactSubmissionListInput)),
    ),
  );
}
