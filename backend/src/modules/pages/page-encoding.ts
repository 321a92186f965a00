import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** How a page's HTML can go out: compressed as the client accepts (brotli first), or as it is. */
export type PageEncoding = 'br' | 'gzip' | 'identity';

/** The compressed encodings a page is sent in, the one preferred first (as the compression middleware prefers them). */
export const PAGE_ENCODINGS = ['br', 'gzip'] as const;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The levels a page is compressed at, once, when it is rendered (and kept with it while it is in the page cache).
 * Lower than the compression middleware's for other answers (brotli 4, gzip 6): a page of 30 kB took 0.27 ms of
 * CPU at brotli 4 and 0.11 ms at 2 (0.26 and 0.08 ms at gzip 6 and 3), for about 6 % more bytes (half a kilobyte);
 * every new page a crawler asks for pays it, on a core the renders need (issue 28).
 */
const BROTLI_QUALITY = 2;
const GZIP_LEVEL = 3;

function encode(html: string, encoding: (typeof PAGE_ENCODINGS)[number]): Promise<Buffer> {
  const bytes = Buffer.from(html, 'utf8');
  if (encoding === 'gzip') return gzip(bytes, { level: GZIP_LEVEL });
  return brotli(bytes, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
}

/** Each page's bytes by encoding, made on first use; a page kept in the page cache keeps them with it. */
const encoded = new WeakMap<object, Map<PageEncoding, Promise<Buffer>>>();

/**
 * The bytes of `page` in `encoding`, made once per page object: a page served from the page cache is compressed
 * by its first request only (it was compressed again for every request, issue 28), and the compression runs in
 * libuv's thread pool, off the thread that renders. A failed compression is not kept.
 */
export function pageBytes(page: { html: string }, encoding: PageEncoding): Promise<Buffer | string> {
  // Sent as it is by very few clients (every browser and crawler accepts gzip): not worth a second copy in memory.
  if (encoding === 'identity') return Promise.resolve(page.html);
  const byEncoding = encoded.get(page) ?? new Map<PageEncoding, Promise<Buffer>>();
  encoded.set(page, byEncoding);
  const kept = byEncoding.get(encoding);
  if (kept) return kept;
  const bytes = encode(page.html, encoding);
  byEncoding.set(encoding, bytes);
  bytes.catch(() => byEncoding.delete(encoding));
  return bytes;
}
