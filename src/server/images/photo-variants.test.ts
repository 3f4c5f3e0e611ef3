import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makePhotoVariants, NotAnImageError, variantWidths } from './photo-variants';

/** A photo-like picture of the given size, as a camera JPEG with EXIF (orientation, GPS, camera). */
async function cameraJpeg(width: number, height: number, orientation = 1): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 120, g: 80, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'TestCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '35/1 0/1 0/1' } })
    .withMetadata({ orientation })
    .toBuffer();
}

describe('variantWidths', () => {
  it('makes 480, 960 and 1600 of a large original, never wider than the original', () => {
    expect(variantWidths(4000)).toEqual([480, 960, 1600]);
    expect(variantWidths(1600)).toEqual([480, 960, 1600]);
    expect(variantWidths(1000)).toEqual([480, 960, 1000]);
    expect(variantWidths(700)).toEqual([480, 700]);
    expect(variantWidths(300)).toEqual([300]);
  });
});

describe('makePhotoVariants', () => {
  it('answers WebP and JPEG at each width, the largest at most 1600 wide, in proportion', async () => {
    const set = await makePhotoVariants(await cameraJpeg(2400, 1600));
    expect(set.files.map((f) => [f.format, f.width, f.height])).toEqual([
      ['webp', 480, 320],
      ['jpeg', 480, 320],
      ['webp', 960, 640],
      ['jpeg', 960, 640],
      ['webp', 1600, 1067],
      ['jpeg', 1600, 1067],
    ]);
    expect({ width: set.width, height: set.height }).toEqual({ width: 1600, height: 1067 });
    for (const file of set.files) {
      const meta = await sharp(file.body).metadata();
      expect(meta.format).toBe(file.format === 'webp' ? 'webp' : 'jpeg');
      expect(meta.width).toBe(file.width);
    }
  });

  it('never enlarges a small photo', async () => {
    const set = await makePhotoVariants(await sharp({ create: { width: 640, height: 480, channels: 4, background: '#00000000' } }).png().toBuffer());
    expect(set.files.map((f) => f.width)).toEqual([480, 480, 640, 640]);
    expect(set.width).toBe(640);
  });

  it('turns a photo upright by its EXIF orientation and keeps no EXIF or GPS', async () => {
    // Orientation 6: stored 1200×800, shown rotated a quarter turn: 800 wide, 1200 high.
    const original = await cameraJpeg(1200, 800, 6);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const set = await makePhotoVariants(original);
    expect({ width: set.width, height: set.height }).toEqual({ width: 800, height: 1200 });
    for (const file of set.files) {
      const meta = await sharp(file.body).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
  });

  it('refuses bytes that are not a picture', async () => {
    await expect(makePhotoVariants(Buffer.from('not an image at all'))).rejects.toBeInstanceOf(NotAnImageError);
  });
});
