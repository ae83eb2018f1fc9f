import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AdminReturn, MAX_RETURN_PHOTO_BYTES, MAX_RETURN_PHOTOS, PHOTO_TOO_LARGE_MESSAGE, ReturnRequestAnswer, TOO_MANY_PHOTOS_MESSAGE, type AdminReturnListInput } from '../../src/returns.ts';
import { DomainError } from '../../src/domain-error.ts';
import { checkReturnRequest, preparePhoto, recordReturn, returnPhotoBytes, type CheckedReturn, type PreparedPhoto } from '../modules/returns/index.ts';
import type { RequestScope } from '../modules/request-scope.ts';
import { callProcedure, pageReply, pathId, responseSchema, withScope } from './shim.ts';
import { UPLOAD_LIMITS, UploadGate, type UploadLimits } from './upload-gate.ts';

/**
 * POST /api/returns/request (multipart: the fields and the photos), GET /api/admin/returns, the
 * decisions on a return and the photos' URLs. The upload has no procedure behind it (tRPC here speaks JSON only), so it calls the
 * returns module with the request's scope; its refusals are answered as a procedure's are.
 */
export async function returnRoutes(app: FastifyInstance, { limits = UPLOAD_LIMITS }: { limits?: UploadLimits }) {
  // Registered in this plugin only: no other path reads multipart bodies.
  await app.register(multipart, {
    limits: {
      fileSize: MAX_RETURN_PHOTO_BYTES,
      files: MAX_RETURN_PHOTOS,
      fields: 10,
      // Past this a field is cut, and every cut value is longer than its field allows.
      fieldSize: 16 * 1024,
      parts: 20,
      headerPairs: 100,
    },
  });

  const gate = new UploadGate(limits);
  app.post(
    '/api/returns/request',
    { schema: { response: responseSchema(ReturnRequestAnswer, 201) }, onRequest: gate.admit },
    withScope(async (scope, request, reply) => {
      const deadline = gate.deadline(request, reply);
      let received: Received;
      try {
        received = await Promise.race([receiveReturnRequest(scope, request), deadline.expired]);
      } finally {
        deadline.clear();
      }
      const answer = await recordReturn(scope, received.checked, received.photos);
      return reply.code(201).send(answer);
    }),
  );

  app.get(
    '/api/admin/returns',
    { schema: { response: responseSchema(z.array(AdminReturn)) } },
    // Paged as GET /api/products: the body is the array, the page around it travels in headers.
    callProcedure(async (caller, request, reply) => pageReply(reply, await caller.admin.returns.list(request.query as AdminReturnListInput))),
  );
  app.post(
    '/api/admin/returns/:id/decision',
    { schema: { response: responseSchema(AdminReturn, [200, 202]) } },
    callProcedure(async (caller, request, reply) => {
      // The id in the path wins over any in the body.
      const decided = await caller.admin.returns.decide({ ...(request.body as object), id: pathId(request) } as never);
      // 202: a refund asked of the payment provider, whose answer has not come; the return is refunded when it does.
      reply.code(decided.refundStatus === 'requested' ? 202 : 200);
      return decided;
    }),
  );

  for (const size of ['original', 'preview'] as const) {
    app.get(
      size === 'original' ? '/api/admin/return-photos/:id' : '/api/admin/return-photos/:id/preview',
      withScope(async (scope, request, reply) => {
        // Customers' photos: to anyone but staff (admins and support, who decide returns) they do not exist.
        const user = await scope.currentUser();
        if (!user || !scope.staffRole(user)) throw new DomainError('NOT_FOUND', PHOTO_NOT_FOUND);
        const id = PhotoId.safeParse((request.params as { id: string }).id);
        const photo = id.success ? await returnPhotoBytes(scope.em, id.data, size) : null;
        if (!photo) throw new DomainError('NOT_FOUND', PHOTO_NOT_FOUND);
        return reply
          .header('content-type', photo.contentType)
          // Only the staff member's own browser may keep it, and not on disk: never a shared cache.
          .header('cache-control', 'private, no-store')
          .send(photo.data);
      }),
    );
  }
}

const PHOTO_NOT_FOUND = 'There is no such photo.';
const PhotoId = z.coerce.number().int().positive().max(2_147_483_647);

const FIELD_NAMES = new Set(['orderNumber', 'customerEmail', 'orderItemId', 'reason', 'comments']);

/** The parser's limits, which it raises while the body streams in, as the customer should read them. */
const LIMIT_MESSAGES: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: PHOTO_TOO_LARGE_MESSAGE,
  FST_FILES_LIMIT: TOO_MANY_PHOTOS_MESSAGE,
  FST_FIELDS_LIMIT: 'This return request has too many fields.',
  FST_PARTS_LIMIT: 'This return request has too many parts.',
};

export const FILES_BEFORE_FIELDS = 'Send the order number, e-mail, item and reason before the photos.';

interface Received {
  checked: CheckedReturn;
  photos: PreparedPhoto[];
}

/** A failure of the shop's own checks inside the reading, told apart from the parser's refusals. */
class CheckFailed extends Error {
  constructor(readonly reason: unknown) {
    super('a check failed');
  }
}

const ours = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    throw new CheckFailed(error);
  }
};

/**
 * The text fields, then the photos (the field `photos`, repeated), as the form sends them. Every
 * check on the fields (order, e-mail, item, window, an open return) runs when the first photo
 * arrives, before its bytes are read; each photo is then read (a photo past 5 MB or a seventh stops
 * the upload there with a 413) and decoded before the next, so one undecoded photo is held at a time.
 */
async function receiveReturnRequest(scope: RequestScope, request: FastifyRequest): Promise<Received> {
  if (!request.isMultipart()) {
    throw new DomainError('UNSUPPORTED_MEDIA_TYPE', 'Send the return request as multipart/form-data, with the photos in the field photos.');
  }
  const fields = new Map<string, string>();
  let checked: CheckedReturn | null = null;
  const photos: PreparedPhoto[] = [];
  const check = () => ours(() => checkReturnRequest(scope, Object.fromEntries(fields)));
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'photos') throw new DomainError('BAD_REQUEST', 'Send the photos in the field photos.');
        if (fields.size === 0) throw new DomainError('BAD_REQUEST', FILES_BEFORE_FIELDS);
        checked ??= await check();
        const data = await part.toBuffer();
        // A form's file input left empty sends a part without a name or bytes.
        if (data.length > 0 || part.filename) photos.push(await ours(() => preparePhoto({ filename: part.filename, data }, photos.length)));
        continue;
      }
      if (checked) throw new DomainError('BAD_REQUEST', FILES_BEFORE_FIELDS);
      if (!FIELD_NAMES.has(part.fieldname)) throw new DomainError('BAD_REQUEST', `This return request has an unknown field: ${part.fieldname.slice(0, 40)}.`);
      if (fields.has(part.fieldname)) throw new DomainError('BAD_REQUEST', `Send the field ${part.fieldname} once.`);
      if (typeof part.value !== 'string') throw new DomainError('BAD_REQUEST', `Send the field ${part.fieldname} as text.`);
      fields.set(part.fieldname, part.value);
    }
  } catch (error) {
    if (error instanceof CheckFailed) throw error.reason;
    if (error instanceof DomainError) throw error;
    const code = (error as { code?: unknown }).code;
    const limit = typeof code === 'string' ? LIMIT_MESSAGES[code] : undefined;
    if (limit) throw new DomainError('PAYLOAD_TOO_LARGE', limit);
    // busboy's own refusals (a malformed body, a cut-off upload) say nothing a customer can use.
    request.log.info({ reason: error instanceof Error ? error.message : String(error) }, 'unreadable return request');
    throw new DomainError('BAD_REQUEST', 'This return request could not be read. Please send it again.');
  }
  // A request without photos is still checked first, so that its answer is the same as with them.
  checked ??= await checkReturnRequest(scope, Object.fromEntries(fields));
  return { checked, photos };
}
