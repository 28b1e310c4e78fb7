import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeThumbnail } from './thumbnail';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#8a6d3b' } });

describe('makeThumbnail', () => {
  it('fits a large photo inside 480×480 keeping its proportions, as a JPEG', async () => {
    const thumb = await makeThumbnail(await solid(2000, 1000).png().toBuffer());
    expect([...thumb.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const meta = await sharp(thumb).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 480, 240]);
  });

  it('turns a photo upright from its EXIF orientation', async () => {
    // Stored 2000×1000 with "rotate 90° clockwise" (orientation 6): a portrait photo taken with the phone upright.
    const sideways = await solid(2000, 1000).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const meta = await sharp(await makeThumbnail(sideways)).metadata();
    expect([meta.width, meta.height]).toEqual([240, 480]);
  });

  it('never enlarges a picture smaller than the thumbnail', async () => {
    const meta = await sharp(await makeThumbnail(await solid(300, 200).webp().toBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 300, 200]);
  });

  it('puts a transparent picture on white, not black', async () => {
    const transparent = await sharp({
      create: { width: 10, height: 10, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const { data } = await sharp(await makeThumbnail(transparent))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(245);
  });

  it('refuses bytes that are not a picture with a clear message', async () => {
    await expect(makeThumbnail(Buffer.from('%PDF-1.4 não é uma foto'))).rejects.toThrow(
      'Não foi possível ler a imagem para gerar a miniatura.',
    );
  });
});
