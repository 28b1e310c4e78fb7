import sharp from 'sharp';

/** The longest side a thumbnail may have: sharp enough for a photo grid on a phone, small enough for lists. */
const THUMB_MAX = 480;

/**
 * A JPEG thumbnail of a photo: turned upright as the camera held it (EXIF orientation), fitted inside 480×480
 * without ever enlarging a small picture, transparency laid on white.
 *
 * @throws Error with a pt-BR message when the bytes are not a picture sharp can decode.
 */
export async function makeThumbnail(input: Buffer): Promise<Buffer> {
  try {
    return await sharp(input)
      // A phone stores a portrait photo sideways plus an orientation tag; without this it would show lying down.
      .rotate()
      .resize(THUMB_MAX, THUMB_MAX, { fit: 'inside', withoutEnlargement: true })
      // JPEG has no alpha: a transparent PNG would otherwise turn black.
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 75 })
      .toBuffer();
  } catch (error) {
    throw new Error('Não foi possível ler a imagem para gerar a miniatura.', { cause: error });
  }
}

/** The pictures a photo field accepts, detected from the bytes (the label names the format in messages). */
export const IMAGE_TYPES = { 'image/jpeg': 'JPEG', 'image/png': 'PNG', 'image/webp': 'WebP' };
