import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from './ids';

const ID_BYTES = 16;
const MAC_BYTES = 32;

function idBytes(uuid: string): Buffer {
  return Buffer.from(uuid.replace(/-/g, ''), 'hex');
}

function uuidOf(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Tokens that name a fixed number of ids (uuids) and prove the site wrote them: the ids' bytes, then an
 * HMAC-SHA256 of them with a key derived from the app secret for one purpose only (never the JWT key
 * itself, and a token made for one purpose fails for another). No expiry: the link in an old e-mail keeps
 * working. base64url; a forged, altered or malformed token fails in constant time, without throwing.
 * The one signer of the e-mail links that work without signing in (forum replies, saved-search digests).
 */
export class SignedIds {
  private readonly key: Buffer;
  private readonly tokenBytes: number;

  /** `purpose` names the use (e.g. 'forum-thread-unsubscribe/v1'); `count` is how many ids every token names. */
  constructor(appSecret: string, purpose: string, private readonly count: number) {
    this.key = createHmac('sha256', appSecret).update(purpose).digest();
    this.tokenBytes = count * ID_BYTES + MAC_BYTES;
  }

  sign(ids: string[]): string {
    if (ids.length !== this.count || !ids.every(isUuid)) throw new Error(`These tokens name ${this.count} id(s)`);
    const bytes = Buffer.concat(ids.map(idBytes));
    return Buffer.concat([bytes, this.mac(bytes)]).toString('base64url');
  }

  /** The ids the token names (lower-case), or null when it is malformed or not ours. */
  verify(token: unknown): string[] | null {
    if (typeof token !== 'string' || !/^[A-Za-z0-9_-]+$/.test(token)) return null;
    const bytes = Buffer.from(token, 'base64url');
    // One spelling per token: the decoder ignores stray trailing bits, so compare the re-encoding.
    if (bytes.length !== this.tokenBytes || bytes.toString('base64url') !== token) return null;
    const ids = bytes.subarray(0, this.count * ID_BYTES);
    if (!timingSafeEqual(bytes.subarray(this.count * ID_BYTES), this.mac(ids))) return null;
    return Array.from({ length: this.count }, (_, i) => uuidOf(ids.subarray(i * ID_BYTES, (i + 1) * ID_BYTES)));
  }

  private mac(ids: Buffer): Buffer {
    return createHmac('sha256', this.key).update(ids).digest();
  }
}
