import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt, oneOf, serialId } from '../columns.ts';
import { STORED_PHOTO_TYPES } from '../returns/return-photo.entity.ts';
import { ReviewSchema } from './review.entity.ts';

/**
 * A photo of a review, made safe by the return photos' sanitiser (returns/return-photos.ts) and kept
 * in PostgreSQL as those are, so every instance serves it. Shown to everyone once its review is approved.
 */
export const ReviewPhotoSchema = defineEntity({
  name: 'ReviewPhoto',
  tableName: 'review_photos',
  properties: {
    id: serialId(),
    review: () => p.manyToOne(ReviewSchema).ref().deleteRule('cascade').index(),
    /** The order the buyer sent them in, from 0. */
    position: p.smallint(),
    contentType: p.string().length(20).check(oneOf('content_type', STORED_PHOTO_TYPES)),
    width: p.integer(),
    height: p.integer(),
    data: p.blob(),
    preview: p.blob(),
    createdAt: createdAt(),
  },
});

export type ReviewPhoto = InferEntity<typeof ReviewPhotoSchema>;
