/**
 * Prints' share images: drawn a few at a time, kept, and drawn ahead by a job. What other parts of the
 * shop may call is exported here; the rest of the folder is its inside.
 */
export { BUSY, type DrawingLimits } from './drawing-slots.ts';
export { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, shareImagePath } from './share-image-source.ts';
export { drawShareImagesAhead, drawShareImagesJob, ShareImages } from './share-images.ts';
