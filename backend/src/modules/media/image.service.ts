import { randomUUID } from 'node:crypto';
import { Injectable, UnprocessableEntityException } from '@nestjs/common';
import sharp from 'sharp';
import { MAX_PHOTO_BYTES } from '../../shared/rules';
import { MediaStorage } from './media-storage';

/** Formats accepted on upload, read from the file's content (never from its name or the data URL's claim). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);
const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w-]+=[\w.-]+)*;base64,/;

export interface StoredPhoto {
  cardKey: string;
  fullKey: string;
  width: number;
  height: number;
}

export interface ImageMessages {
  tooLarge: string;
  notAnImage: string;
}

/**
 * Runs a sharp pipeline. A header can be valid while the pixels are not (a truncated or corrupt
 * file): sharp then fails only here, when it decodes, and that is the client's image, not our fault.
 */
async function decoded<T>(messages: ImageMessages, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch {
    throw new UnprocessableEntityException([messages.notAnImage]);
  }
}

/**
 * Decodes a base64 image (a data URL or bare base64), checks it by content,
 * turns it upright, strips all metadata (EXIF with GPS included) and stores
 * WebP renditions. Returns the storage key.
 */
@Injectable()
export class ImageService {
  constructor(private readonly storage: MediaStorage) {}

  decodeBase64(input: string, messages: ImageMessages): Buffer {
    const base64 = input.replace(DATA_URL, '').replace(/\s+/g, '');
    // 4 base64 characters carry 3 bytes: refuse before decoding anything huge.
    if ((base64.length * 3) / 4 > MAX_PHOTO_BYTES + 3) throw new UnprocessableEntityException([messages.tooLarge]);
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length === 0) {
      throw new UnprocessableEntityException([messages.notAnImage]);
    }
    const data = Buffer.from(base64, 'base64');
    if (data.length > MAX_PHOTO_BYTES) throw new UnprocessableEntityException([messages.tooLarge]);
    return data;
  }

  async assertImage(data: Buffer, messages: ImageMessages): Promise<void> {
    try {
      const meta = await sharp(data, { limitInputPixels: 50_000_000 }).metadata();
      if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) throw new Error('format');
    } catch {
      throw new UnprocessableEntityException([messages.notAnImage]);
    }
  }

  /**
   * A profile photo: a card rendition (480x600, the cards' 0.8 aspect, cropped
   * around the most interesting part) and a full one (inside 1600x1600).
   */
  async storeProfilePhoto(data: Buffer, messages: ImageMessages): Promise<StoredPhoto> {
    await this.assertImage(data, messages);
    const upright = sharp(data, { limitInputPixels: 50_000_000 }).rotate();
    const [card, full] = await decoded(messages, () =>
      Promise.all([
        upright.clone().resize(480, 600, { fit: 'cover', position: 'attention' }).webp({ quality: 78 }).toBuffer(),
        upright.clone().resize(1600, 1600, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 82 }).toBuffer({ resolveWithObject: true }),
      ]),
    );
    const id = randomUUID();
    const stored = { cardKey: `${id}-card.webp`, fullKey: `${id}-full.webp`, width: full.info.width, height: full.info.height };
    await Promise.all([this.storage.put(stored.cardKey, card), this.storage.put(stored.fullKey, full.data)]);
    return stored;
  }

  /**
   * A blog post's social-preview image: 1200x630 (the size link previews show), cropped around the most
   * interesting part.
   */
  async storeBlogImage(data: Buffer, messages: ImageMessages): Promise<string> {
    await this.assertImage(data, messages);
    const output = await decoded(messages, () =>
      sharp(data, { limitInputPixels: 50_000_000 }).rotate().resize(1200, 630, { fit: 'cover', position: 'attention' }).webp({ quality: 82 }).toBuffer(),
    );
    const key = `${randomUUID()}-cover.webp`;
    await this.storage.put(key, output);
    return key;
  }

  /** A square avatar, 400 px. */
  async storeAvatar(data: Buffer, messages: ImageMessages): Promise<string> {
    await this.assertImage(data, messages);
    const output = await decoded(messages, () =>
      sharp(data, { limitInputPixels: 50_000_000 }).rotate().resize(400, 400, { fit: 'cover', position: 'attention' }).webp({ quality: 82 }).toBuffer(),
    );
    const key = `${randomUUID()}.webp`;
    await this.storage.put(key, output);
    return key;
  }
}
