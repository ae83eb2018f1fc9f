import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt, oneOf, serialId } from '../columns.ts';
import { ReturnRequestSchema } from './return-request.entity.ts';

/** What a stored photo is: its metadata-free re-encoding keeps the format it arrived in. */
export const STORED_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;

/**
 * A photo of a return request, in PostgreSQL so every instance of the shop reaches it and a return
 * never points at a missing file (DESIGN.md sections 3, 7). `data` is the photo as stored after
 * decoding and stripping its metadata; `preview` a small JPEG for lists. The bytes are read only by
 * the photo URLs: list statements select the other columns.
 */
export const ReturnPhotoSchema = defineEntity({
  name: 'ReturnPhoto',
  tableName: 'return_photos',
  properties: {
    id: serialId(),
    returnRequest: () => p.manyToOne(ReturnRequestSchema).ref().deleteRule('cascade').index(),
    /** The order the customer sent them in, from 0. */
    position: p.smallint(),
    contentType: p.string().length(20).check(oneOf('content_type', STORED_PHOTO_TYPES)),
    width: p.integer(),
    height: p.integer(),
    data: p.blob(),
    preview: p.blob(),
    createdAt: createdAt(),
  },
});

export type ReturnPhoto = InferEntity<typeof ReturnPhotoSchema>;
