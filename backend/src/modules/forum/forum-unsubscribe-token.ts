import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '../../common/ids';

const ID_BYTES = 16;
const MAC_BYTES = 32;
const TOKEN_BYTES = 2 * ID_BYTES + MAC_BYTES;
/** What the key is for: a key derived from the app secret for this use only (never the JWT key itself). */
const KEY_PURPOSE = 'forum-thread-unsubscribe/v1';

function idBytes(uuid: string): Buffer {
  return Buffer.from(uuid.replace(/-/g, ''), 'hex');
}

function uuidOf(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The token in a reply e-mail's unsubscribe link: it names a user and a thread, and an HMAC-SHA256
 * with a key derived from the app secret proves the site wrote it. No expiry (the link in an old
 * e-mail keeps working); a forged or altered token fails in constant time. base64url, 86 characters.
 */
export class UnsubscribeTokens {
  private readonly key: Buffer;

  constructor(appSecret: string) {
    this.key = createHmac('sha256', appSecret).update(KEY_PURPOSE).digest();
  }

  sign(userId: string, threadId: string): string {
    if (!isUuid(userId) || !isUuid(threadId)) throw new Error('Unsubscribe tokens name a user id and a thread id');
    const ids = Buffer.concat([idBytes(userId), idBytes(threadId)]);
    return Buffer.concat([ids, this.mac(ids)]).toString('base64url');
  }

  /** The user and thread the token names (lower-case ids), or null when it is malformed or not ours. */
  verify(token: unknown): { userId: string; threadId: string } | null {
    if (typeof token !== 'string' || !/^[A-Za-z0-9_-]+$/.test(token)) return null;
    const bytes = Buffer.from(token, 'base64url');
    // One spelling per token: the decoder ignores stray trailing bits, so compare the re-encoding.
    if (bytes.length !== TOKEN_BYTES || bytes.toString('base64url') !== token) return null;
    const ids = bytes.subarray(0, 2 * ID_BYTES);
    if (!timingSafeEqual(bytes.subarray(2 * ID_BYTES), this.mac(ids))) return null;
    return { userId: uuidOf(ids.subarray(0, ID_BYTES)), threadId: uuidOf(ids.subarray(ID_BYTES)) };
  }

  private mac(ids: Buffer): Buffer {
    return createHmac('sha256', this.key).update(ids).digest();
  }
}
