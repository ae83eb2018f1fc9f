import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../../src/domain-error.ts';
import { preparePhoto, type PreparedPhoto } from '../modules/returns/index.ts';
import type { RequestScope } from '../modules/request-scope.ts';
import { withScope } from './shim.ts';
import type { UploadGate } from './upload-gate.ts';

export const PHOTO_NOT_FOUND = 'There is no such photo.';
/** A photo's id in its URL. */
export const PhotoId = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * A form of text fields and photos sent as multipart/form-data (a return request, a review): the
 * fields first, checked by the module before any photo is read, then each photo read and made safe
 * by the return photos' sanitiser (returns/return-photos.ts) before the next, within the upload gate's
 * counts and deadlines. The module then writes the checked form and its photos in one go.
 */
export interface PhotoForm<Checked> {
  /** What the form is called in its messages: 'return request', 'review'. */
  noun: string;
  fieldNames: ReadonlySet<string>;
  /** The most photos, and bytes of one photo, the parser lets through (past them: 413). */
  maxPhotos: number;
  maxPhotoBytes: number;
  /** Said when a photo comes before the fields: "Send the order number, … before the photos." */
  filesBeforeFields: string;
  /** Said when a photo is past maxPhotoBytes, or past maxPhotos. */
  photoTooLarge: string;
  tooManyPhotos: string;
  /** The module's checks of the fields (its refusals are the answer): run before the first photo is read. */
  check: (scope: RequestScope, fields: Record<string, string>) => Promise<Checked>;
}

/** Registers the multipart parser on this plugin only, with the form's limits: no other path reads multipart bodies. */
export async function readsPhotoForm(app: FastifyInstance, form: Pick<PhotoForm<unknown>, 'maxPhotos' | 'maxPhotoBytes'>) {
  await app.register(multipart, {
    limits: {
      fileSize: form.maxPhotoBytes,
      files: form.maxPhotos,
      fields: 10,
      // Past this a field is cut, and every cut value is longer than its field allows.
      fieldSize: 16 * 1024,
      parts: 20,
      headerPairs: 100,
    },
  });
}

/**
 * The route's handler: the form received within the gate's deadline, then written by `record`, whose
 * answer goes back with 201. The upload has no procedure behind it (tRPC here speaks JSON only), so it
 * calls the module with the request's scope; its refusals are answered as a procedure's are.
 */
export function photoFormHandler<Checked, Answer>(gate: UploadGate, form: PhotoForm<Checked>, record: (scope: RequestScope, checked: Checked, photos: PreparedPhoto[]) => Promise<Answer>) {
  return withScope(async (scope, request, reply: FastifyReply) => {
    const deadline = gate.deadline(request, reply);
    let received: Received<Checked>;
    try {
      received = await Promise.race([receivePhotoForm(scope, request, form), deadline.expired]);
    } finally {
      deadline.clear();
    }
    return reply.code(201).send(await record(scope, received.checked, received.photos));
  });
}

interface Received<Checked> {
  checked: Checked;
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
 * check on the fields runs when the first photo arrives, before its bytes are read; each photo is
 * then read (one past the byte limit, or one too many, stops the upload there with a 413) and decoded
 * before the next, so one undecoded photo is held at a time.
 */
async function receivePhotoForm<Checked>(scope: RequestScope, request: FastifyRequest, form: PhotoForm<Checked>): Promise<Received<Checked>> {
  const { noun } = form;
  if (!request.isMultipart()) {
    throw new DomainError('UNSUPPORTED_MEDIA_TYPE', `Send the ${noun} as multipart/form-data, with the photos in the field photos.`);
  }
  const fields = new Map<string, string>();
  let checked: { value: Checked } | null = null;
  const photos: PreparedPhoto[] = [];
  const check = () => ours(() => form.check(scope, Object.fromEntries(fields)));
  // What the parser raises while the body streams in, as the sender should read it.
  const limitMessages: Record<string, string> = {
    FST_REQ_FILE_TOO_LARGE: form.photoTooLarge,
    FST_FILES_LIMIT: form.tooManyPhotos,
    FST_FIELDS_LIMIT: `This ${noun} has too many fields.`,
    FST_PARTS_LIMIT: `This ${noun} has too many parts.`,
  };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'photos') throw new DomainError('BAD_REQUEST', 'Send the photos in the field photos.');
        if (fields.size === 0) throw new DomainError('BAD_REQUEST', form.filesBeforeFields);
        checked ??= { value: await check() };
        const data = await part.toBuffer();
        // A form's file input left empty sends a part without a name or bytes.
        if (data.length > 0 || part.filename) photos.push(await ours(() => preparePhoto({ filename: part.filename, data }, photos.length)));
        continue;
      }
      if (checked) throw new DomainError('BAD_REQUEST', form.filesBeforeFields);
      if (!form.fieldNames.has(part.fieldname)) throw new DomainError('BAD_REQUEST', `This ${noun} has an unknown field: ${part.fieldname.slice(0, 40)}.`);
      if (fields.has(part.fieldname)) throw new DomainError('BAD_REQUEST', `Send the field ${part.fieldname} once.`);
      if (typeof part.value !== 'string') throw new DomainError('BAD_REQUEST', `Send the field ${part.fieldname} as text.`);
      fields.set(part.fieldname, part.value);
    }
  } catch (error) {
    if (error instanceof CheckFailed) throw error.reason;
    if (error instanceof DomainError) throw error;
    const code = (error as { code?: unknown }).code;
    const limit = typeof code === 'string' ? limitMessages[code] : undefined;
    if (limit) throw new DomainError('PAYLOAD_TOO_LARGE', limit);
    // busboy's own refusals (a malformed body, a cut-off upload) say nothing a sender can use.
    request.log.info({ reason: error instanceof Error ? error.message : String(error) }, `unreadable ${noun}`);
    throw new DomainError('BAD_REQUEST', `This ${noun} could not be read. Please send it again.`);
  }
  // A form without photos is still checked first, so that its answer is the same as with them.
  return { checked: checked ? checked.value : await form.check(scope, Object.fromEntries(fields)), photos };
}
