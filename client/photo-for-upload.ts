import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MAX_RETURN_PHOTO_BYTES, RETURN_PHOTO_TYPES } from '../src/returns.ts';

/**
 * Return photos as the browser sends them. A phone photo is often larger than the 5 MB the server takes
 * (spec sections 5 and 9), so each chosen photo is decoded here, turned upright by its EXIF orientation,
 * scaled to at most 2,048 px on its longest side and sent as a JPEG of quality 0.85: a few hundred KB to
 * about 1.5 MB, enough to see damage. An iPhone's HEIC photo goes the same way where the browser can
 * decode it (Safari); elsewhere it is refused with what to do instead.
 */

export const PHOTO_MAX_SIDE = 2048;
const JPEG_QUALITY = 0.85;

/** A chosen file that cannot be sent, with the sentence the shopper reads (said in the page's language where it is shown). */
export class PhotoRefused extends Error {
  constructor(readonly reason: MessageDescriptor) {
    super(reason.message ?? reason.id);
  }
}

const isHeic = (file: File) => /^image\/hei[cf]/i.test(file.type) || /\.hei[cf]$/i.test(file.name);

const heicRefused = (name: string) =>
  msg`${name} is an iPhone HEIC photo, which this browser cannot open. Please choose it from Safari, or as a JPEG (on the iPhone: Settings > Camera > Formats > Most Compatible).`;

/** Decoded with its EXIF orientation applied: width and height are as the photo is seen. */
async function decode(file: File): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    const { name } = file;
    throw new PhotoRefused(isHeic(file) ? heicRefused(name) : msg`${name} could not be opened as a photo. Please choose a JPG, PNG or GIF.`);
  }
}

function encodeJpeg(bitmap: ImageBitmap, width: number, height: number): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  // JPEG has no transparency: a transparent PNG shows on white, as it did on the page.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
}

/**
 * The file to send for a chosen photo: the photo itself when it is already a JPG, PNG or GIF within
 * 2,048 px and 5 MB (a GIF keeps its frames; the server turns a JPEG upright), else the upright,
 * scaled JPEG. Throws PhotoRefused with the shopper's message.
 */
export async function photoForUpload(file: File): Promise<File> {
  const bitmap = await decode(file);
  try {
    const longest = Math.max(bitmap.width, bitmap.height);
    const keptAsIs = (RETURN_PHOTO_TYPES as readonly string[]).includes(file.type) && file.size <= MAX_RETURN_PHOTO_BYTES;
    if (keptAsIs && longest <= PHOTO_MAX_SIDE) return file;

    const scale = Math.min(1, PHOTO_MAX_SIDE / longest);
    const blob = await encodeJpeg(bitmap, Math.round(bitmap.width * scale), Math.round(bitmap.height * scale));
    const { name } = file;
    if (!blob) throw new PhotoRefused(msg`${name} could not be made smaller in this browser. Please choose a photo under 5 MB.`);
    return new File([blob], `${name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`, { type: 'image/jpeg', lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
