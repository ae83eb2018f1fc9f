import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AdminReturn, MAX_RETURN_PHOTO_BYTES, MAX_RETURN_PHOTOS, PHOTO_TOO_LARGE_MESSAGE, ReturnRequestAnswer, TOO_MANY_PHOTOS_MESSAGE, type AdminReturnListInput } from '../../src/returns.ts';
import { DomainError } from '../modules/common/domain-error.ts';
import { returnPhotoBytes } from '../modules/returns/admin-returns.ts';
import { requestReturn } from '../modules/returns/request-return.ts';
import type { UploadedPhoto } from '../modules/returns/return-photos.ts';
import { callProcedure, pageReply, responseSchema, withScope } from './shim.ts';

/**
 * POST /api/returns/request (multipart: the fields and the photos), GET /api/admin/returns and the
 * photos' URLs. The upload has no procedure behind it (tRPC here speaks JSON only), so it calls the
 * returns module with the request's scope; its refusals are answered as a procedure's are.
 */
export async function returnRoutes(app: FastifyInstance) {
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

  app.post(
    '/api/returns/request',
    { schema: { response: responseSchema(ReturnRequestAnswer, 201) } },
    withScope(async (scope, request, reply) => {
      const { fields, photos } = await readReturnRequest(request);
      const answer = await requestReturn(scope, fields, photos);
      return reply.code(201).send(answer);
    }),
  );

  app.get(
    '/api/admin/returns',
    { schema: { response: responseSchema(z.array(AdminReturn)) } },
    // Paged as GET /api/products: the body is the array, the page around it travels in headers.
    callProcedure(async (caller, request, reply) => pageReply(reply, await caller.admin.returns.list(request.query as AdminReturnListInput))),
  );

  for (const size of ['original', 'preview'] as const) {
    app.get(
      size === 'original' ? '/api/admin/return-photos/:id' : '/api/admin/return-photos/:id/preview',
      withScope(async (scope, request, reply) => {
        // Customers' photos: to anyone but an admin they do not exist.
        const user = await scope.currentUser();
        if (!user || !scope.isAdmin(user)) throw new DomainError('NOT_FOUND', PHOTO_NOT_FOUND);
        const id = PhotoId.safeParse((request.params as { id: string }).id);
        const photo = id.success ? await returnPhotoBytes(scope.em, id.data, size) : null;
        if (!photo) throw new DomainError('NOT_FOUND', PHOTO_NOT_FOUND);
        return reply
          .header('content-type', photo.contentType)
          // Only the admin's own browser may keep it, and not on disk: never a shared cache.
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

/**
 * The text fields and the photos (the field `photos`, repeated) of a return request, each photo read
 * into memory as it streams: a photo past 5 MB or a seventh photo stops the upload there with a 413.
 */
async function readReturnRequest(request: FastifyRequest): Promise<{ fields: Record<string, string>; photos: UploadedPhoto[] }> {
  if (!request.isMultipart()) {
    throw new DomainError('UNSUPPORTED_MEDIA_TYPE', 'Send the return request as multipart/form-data, with the photos in the field photos.');
  }
  const fields = new Map<string, string>();
  const photos: UploadedPhoto[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'photos') throw new DomainError('BAD_REQUEST', 'Send the photos in the field photos.');
        const data = await part.toBuffer();
        // A form's file input left empty sends a part without a name or bytes.
        if (data.length > 0 || part.filename) photos.push({ filename: part.filename, data });
        continue;
      }
      if (!FIELD_NAMES.has(part.fieldname)) throw new DomainError('BAD_REQUEST', `This return request has an unknown field: ${part.fieldname.slice(0, 40)}.`);
      if (fields.has(part.fieldname)) throw new DomainError('BAD_REQUEST', `Send the field ${part.fieldname} once.`);
      if (typeof part.value !== 'string') throw new DomainError('BAD_REQUEST', `Send the field ${part.fieldname} as text.`);
      fields.set(part.fieldname, part.value);
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    const code = (error as { code?: unknown }).code;
    const limit = typeof code === 'string' ? LIMIT_MESSAGES[code] : undefined;
    if (limit) throw new DomainError('PAYLOAD_TOO_LARGE', limit);
    // busboy's own refusals (a malformed body, a cut-off upload) say nothing a customer can use.
    request.log.info({ reason: error instanceof Error ? error.message : String(error) }, 'unreadable return request');
    throw new DomainError('BAD_REQUEST', 'This return request could not be read. Please send it again.');
  }
  return { fields: Object.fromEntries(fields), photos };
}
