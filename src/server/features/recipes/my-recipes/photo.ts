import sharp from 'sharp';
import { MY_RECIPE_PHOTO } from '../../../../shared/my-recipes';
import { AppError } from '../../../platform/errors';

/** Uploads of photos per household and per hour. */
export const PHOTO_UPLOAD_LIMIT = { max: 30, windowSeconds: 60 * 60 } as const;

/** Beyond this many pixels an image is refused before it is decoded (decompression bombs). */
const MAX_INPUT_PIXELS = 50_000_000;
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

/**
 * A photo as Popote keeps it: the type read from the image itself (JPEG, PNG or WebP, whatever
 * the file's name or header say), turned upright, its longest side at most 1,600 px, re-encoded
 * as WebP without its metadata (position, camera). Anything else is refused in French.
 */
export async function photoToKeep(input: Buffer): Promise<Buffer> {
  if (input.byteLength > MY_RECIPE_PHOTO.maxBytes) throw new AppError('PHOTO_TOO_LARGE');
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch (cause) {
    throw new AppError('PHOTO_INVALID', { cause });
  }
  if (!format || !ACCEPTED.has(format)) throw new AppError('PHOTO_INVALID');
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize({
        width: MY_RECIPE_PHOTO.maxSide,
        height: MY_RECIPE_PHOTO.maxSide,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 80 })
      .toBuffer();
  } catch (cause) {
    throw new AppError('PHOTO_INVALID', { cause });
  }
}
