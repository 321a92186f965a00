import { SignedIds } from '../../common/signed-ids';

/** What the key is for: a key derived from the app secret for this use only (never the JWT key itself). */
const KEY_PURPOSE = 'forum-thread-unsubscribe/v1';

/**
 * The token in a reply e-mail's unsubscribe link: it names a user and a thread, signed by the shared
 * signer (common/signed-ids.ts) with this purpose's key. base64url, 86 characters.
 */
export class UnsubscribeTokens {
  private readonly signer: SignedIds;

  constructor(appSecret: string) {
    this.signer = new SignedIds(appSecret, KEY_PURPOSE, 2);
  }

  sign(userId: string, threadId: string): string {
    return this.signer.sign([userId, threadId]);
  }

  /** The user and thread the token names (lower-case ids), or null when it is malformed or not ours. */
  verify(token: unknown): { userId: string; threadId: string } | null {
    const ids = this.signer.verify(token);
    return ids && { userId: ids[0], threadId: ids[1] };
  }
}
