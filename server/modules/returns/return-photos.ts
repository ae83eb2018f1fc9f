import type { Metadata } from 'sharp';
import { DomainError } from '../../../src/domain-error.ts';
import { tx } from '../../../src/i18n-text.ts';
import type { ShopText } from '../../../src/shop-text.ts';
import { imageLibrary } from '../common/index.ts';
import type { STORED_PHOTO_TYPES } from './return-photo.entity.ts';

/**
 * Photos of a return, made safe to keep and to show. Whatever a file's name or declared type says,
 * it must decode as a JPEG, PNG or GIF (sharp reads SVG, TIFF, WebP, HEIF and more, which we refuse).
 * It is then re-encoded in its own format without any metadata (EXIF with GPS position, camera serial
 * numbers, XMP, ICC: sharp writes none unless asked), turned upright first so dropping the EXIF
 * orientation does not leave it lying on its side, and a small JPEG preview is made beside it.
 */

/** One file as the request carried it; the limits (count, bytes) were enforced while it streamed, and it is decoded before the next is read. */
export interface UploadedPhoto {
  filename: string;
  data: Buffer;
}

export interface PreparedPhoto {
  contentType: (typeof STORED_PHOTO_TYPES)[number];
  width: number;
  height: number;
  data: Buffer;
  preview: Buffer;
}

const CONTENT_TYPES = { jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif' } as const;
type PhotoFormat = keyof typeof CONTENT_TYPES;
const isPhotoFormat = (format: string | undefined): format is PhotoFormat => format !== undefined && format in CONTENT_TYPES;

/**
 * A 5 MB file can claim a huge canvas (a decompression bomb): 50 megapixels is more than any phone
 * takes, and bounds what one photo may cost to decode, all the frames of an animation together.
 */
const MAX_PIXELS = 50_000_000;
/** An animated GIF's frames, each decoded: a photo of a damaged print needs none, a short clip a few. */
const MAX_FRAMES = 50;
/** The longest side of a preview, enough for a sharp thumbnail on a high-density screen. */
const PREVIEW_SIZE = 480;

const tooManyPixels = (name: ShopText) =>
  new DomainError('BAD_REQUEST', tx('{name} has too many pixels (at most {most} megapixels). Please choose a smaller photo.'), { values: { name, most: MAX_PIXELS / 1_000_000 } });

/** The name as the customer will recognise it in a message (in their language's quotes): one line, not too long. */
function shownName(filename: string, index: number): ShopText {
  const name = filename.replace(/\p{Cc}/gu, '').trim().slice(0, 60);
  return name ? { text: tx('"{filename}"'), values: { filename: name } } : { text: tx('Photo {number}'), values: { number: index + 1 } };
}

/** Decodes, strips and re-encodes one photo, and makes its preview; a 400 naming the file when it is no photo we take. */
export async function preparePhoto(upload: UploadedPhoto, index: number): Promise<PreparedPhoto> {
  const name = shownName(upload.filename, index);
  const notAPhoto = new DomainError('BAD_REQUEST', tx('{name} is not a JPEG, PNG or GIF image. Please choose a photo in one of those formats.'), { values: { name } });
  const sharp = await imageLibrary();

  let header: Metadata;
  try {
    header = await sharp(upload.data, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw notAPhoto;
  }
  const { format } = header;
  if (!isPhotoFormat(format)) throw notAPhoto;
  // Read from the header, before any pixel is decoded: an animation pays for every frame.
  const frames = header.pages ?? 1;
  if (frames > MAX_FRAMES) {
    throw new DomainError('BAD_REQUEST', tx('{name} has too many frames (at most {most}). Please choose a photo, or a shorter animation.'), { values: { name, most: MAX_FRAMES } });
  }
  if (header.width * (header.pageHeight ?? header.height) * frames > MAX_PIXELS) throw tooManyPixels(name);

  try {
    // Every frame of an animated GIF is kept; GIF has no EXIF orientation to apply.
    const image = sharp(upload.data, { limitInputPixels: MAX_PIXELS, failOn: 'error', animated: format === 'gif' });
    const upright = format === 'gif' ? image : image.rotate();
    const encoder = format === 'jpeg' ? upright.jpeg({ quality: 90 }) : format === 'png' ? upright.png() : upright.gif();
    const data = await encoder.toBuffer();
    const stored = await sharp(data).metadata();
    const preview = await sharp(data, { failOn: 'none' })
      .resize(PREVIEW_SIZE, PREVIEW_SIZE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80 })
      .toBuffer();
    return { contentType: CONTENT_TYPES[format], width: stored.width, height: stored.pageHeight ?? stored.height, data, preview };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels(name);
    // The header read as an image but the pixels do not: a truncated or damaged file.
    throw notAPhoto;
  }
}
