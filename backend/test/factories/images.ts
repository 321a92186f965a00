import sharp from 'sharp';

/** A real JPEG with EXIF (including GPS position and an orientation flag), as a data URL. */
export async function jpegWithExif(width = 64, height = 48): Promise<string> {
  const data = await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 60 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 26/1 46/1', GPSLongitudeRef: 'W', GPSLongitude: '79/1 58/1 56/1' },
    })
    // Orientation 6: the camera was turned; the picture must be rotated 90° to stand upright.
    .withMetadata({ orientation: 6 })
    .toBuffer();
  return `data:image/jpeg;base64,${data.toString('base64')}`;
}

/** A PNG bigger than `bytes` (random noise does not compress). */
export async function largePng(bytes: number): Promise<string> {
  const side = Math.ceil(Math.sqrt(bytes / 3)) + 10;
  const noise = Buffer.alloc(side * side * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  const data = await sharp(noise, { raw: { width: side, height: side, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
  return `data:image/png;base64,${data.toString('base64')}`;
}
