import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AdminReturn, MAX_RETURN_PHOTO_BYTES, MAX_RETURN_PHOTOS, PHOTO_TOO_LARGE_MESSAGE, ReturnRequestAnswer, TOO_MANY_PHOTOS_MESSAGE, type AdminReturnListInput } from '../../src/returns.ts';
import { DomainError } from '../../src/domain-error.ts';
import { checkReturnRequest, recordReturn, returnPhotoBytes, type CheckedReturn } from '../modules/returns/index.ts';
import { PHOTO_NOT_FOUND, photoFormHandler, PhotoId, readsPhotoForm, type PhotoForm } from './photo-form.ts';
import { callProcedure, pageReply, pathId, responseSchema, withScope } from './shim.ts';
import type { UploadGate } from './upload-gate.ts';

/**
 * POST /api/returns/request (multipart: the fields and the photos), GET /api/admin/returns, the
 * decisions on a return and the photos' URLs. The upload has no procedure behind it (tRPC here speaks JSON only), so it calls the
 * returns module with the request's scope; its refusals are answered as a procedure's are.
 */
export async function returnRoutes(app: FastifyInstance, { gate }: { gate: UploadGate }) {
  await readsPhotoForm(app, RETURN_REQUEST);
  app.post(
    '/api/returns/request',
    { schema: { response: responseSchema(ReturnRequestAnswer, 201) }, onRequest: gate.admit },
    photoFormHandler(gate, RETURN_REQUEST, recordReturn),
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

export const FILES_BEFORE_FIELDS = 'Send the order number, e-mail, item and reason before the photos.';

const RETURN_REQUEST: PhotoForm<CheckedReturn> = {
  noun: 'return request',
  fieldNames: new Set(['orderNumber', 'customerEmail', 'orderItemId', 'reason', 'comments']),
  maxPhotos: MAX_RETURN_PHOTOS,
  maxPhotoBytes: MAX_RETURN_PHOTO_BYTES,
  filesBeforeFields: FILES_BEFORE_FIELDS,
  photoTooLarge: PHOTO_TOO_LARGE_MESSAGE,
  tooManyPhotos: TOO_MANY_PHOTOS_MESSAGE,
  check: checkReturnRequest,
};
