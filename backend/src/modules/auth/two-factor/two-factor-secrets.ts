import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '../../../shared/rules';

const VERSION = 'v1';

/**
 * Authenticator secrets at rest: AES-256-GCM under a key derived (HKDF-SHA-256) from TWO_FACTOR_KEY, or from the
 * JWT secret when that is unset. Stored as `v1:<iv>:<tag>:<ciphertext>` (base64url), so a key or format change can
 * be told apart later. A row copied from a backup to another site, or read with the wrong key, fails to open.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(material: string) {
    this.key = Buffer.from(hkdfSync('sha256', material, 'penpal', 'two-factor-secret', 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join(':');
  }

  open(sealed: string): string {
    const [version, iv, tag, body] = sealed.split(':');
    if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('Unknown two-factor secret format');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }
}

/** Letters and digits without the look-alikes (0/O, 1/I/L): 31 symbols, 12 of them per code (~59 bits). */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const RECOVERY_LENGTH = 12;

/** Fresh recovery codes, written as three groups of four (`ABCD-EFGH-JKMN`). */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    let code = '';
    for (let i = 0; i < RECOVERY_LENGTH; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
    return code.match(/.{4}/g)!.join('-');
  });
}

/** What is compared: upper case, without spaces or dashes (people type them either way). */
export function normalizeRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

/**
 * SHA-256 of the normalized code. A fast hash is enough here: each code is ~59 random bits (not a
 * human-chosen password), and the hash lets the database find and spend the code in one statement.
 */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');
}
