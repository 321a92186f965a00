import { SignedIds } from '../../common/signed-ids';

/** What the key is for: a key derived from the app secret for this use only. */
const KEY_PURPOSE = 'saved-search-digest-unsubscribe/v1';

/** The token of a digest e-mail's unsubscribe link: it names the writer (shared signer, its own key). base64url, 64 characters. */
export class DigestUnsubscribeTokens {
  private readonly signer: SignedIds;

  constructor(appSecret: string) {
    this.signer = new SignedIds(appSecret, KEY_PURPOSE, 1);
  }

  sign(userId: string): string {
    return this.signer.sign([userId]);
  }

  /** The user the token names, or null when it is malformed or not ours. */
  verify(token: unknown): string | null {
    return this.signer.verify(token)?.[0] ?? null;
  }
}
