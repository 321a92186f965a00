import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** How a page's HTML can go out: compressed as the client accepts (brotli first), or as it is. */
export type PageEncoding = 'br' | 'gzip' | 'identity';

/** The compressed encodings a page is sent in, the one preferred first (as the compression middleware prefers them). */
export const PAGE_ENCODINGS = ['br', 'gzip'] as const;
export type Compressed = (typeof PAGE_ENCODINGS)[number];

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The levels a page is compressed at. `fast`, when it is first sent: every new page a crawler asks for pays it, on
 * the thread that renders. `small`, once the page is asked for again from the page cache: a page many visitors
 * get is worth its smallest bytes, made once. Measured on the demo site's public pages (8 to 96 kB, 36 kB on
 * average), one at a time: brotli 0 0.059 ms of CPU a page and 24.3 % of the size, brotli 1 0.087 ms and 23.8 %,
 * gzip 1 0.147 ms and 23.6 %, gzip 3 0.161 ms and 22.8 % (issue 28). With 32 at a time in the thread pool, brotli 2
 * and 3 cost more than 4 (their large tables, allocated and cleared per page); brotli 5 about 0.4 ms on a 30 kB
 * page, gzip 6 0.17 ms.
 *
 * The fast bytes of a page just rendered are made by the render thread that rendered it (fastCompression), the
 * fast bytes of any other page on the main thread as it sends it, the small ones in libuv's thread pool. Handed to
 * the pool (32 at a time), a page cost the main thread about as much as compressing it in place at brotli 1 (the
 * stream object and its callbacks), and its answer waited a turn of the event loop, which at 32 renders at a time
 * put 15 to 19 ms between a page rendered and a page sent. Each compression's zlib context counts as V8's external
 * memory until a full collection finds its handle: made on the main thread for every page a crawler asks for,
 * they were what set off its full collections (issue 28).
 */
const LEVELS = {
  fast: { br: 0, gzip: 3 },
  small: { br: 5, gzip: 6 },
} as const satisfies Record<string, Record<Compressed, number>>;

function brotliOptions(quality: number, size: number): zlib.BrotliOptions {
  return { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size } };
}

/** How to compress a page at once: its encoding and the fast level (a render thread compresses what it renders). */
export interface FastCompression {
  readonly encoding: Compressed;
  readonly level: number;
}

/** The fast compression for `encoding`, or null for a page sent as it is. */
export function fastCompression(encoding: PageEncoding): FastCompression | null {
  return encoding === 'identity' ? null : fast(encoding);
}

/** The fast compression of a compressed encoding. */
function fast(encoding: Compressed): FastCompression {
  return { encoding, level: LEVELS.fast[encoding] };
}

/**
 * Bytes compressed at once with `z` (node:zlib), as `how` says. Also run by the render threads, sent there as source
 * text: it uses nothing but its parameters.
 */
export function compressNow(z: typeof zlib, bytes: Uint8Array, how: FastCompression): Buffer {
  return how.encoding === 'gzip'
    ? z.gzipSync(bytes, { level: how.level })
    : z.brotliCompressSync(bytes, { params: { [z.constants.BROTLI_PARAM_QUALITY]: how.level, [z.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
}

/** The page compressed at once, on this thread (the fast level). */
function encodeNow(bytes: Buffer, encoding: Compressed): Buffer {
  return compressNow(zlib, bytes, fast(encoding));
}

/** The page compressed in libuv's thread pool (the small level, made in the background). */
function encodeInPool(bytes: Buffer, encoding: Compressed): Promise<Buffer> {
  const value = LEVELS.small[encoding];
  return encoding === 'gzip' ? gzip(bytes, { level: value }) : brotli(bytes, brotliOptions(value, bytes.length));
}

/**
 * A page as it can be sent: its HTML in UTF-8, or, for a page rendered for one request and not kept, only the bytes
 * the render thread compressed it to for that request.
 */
export interface PageBytes {
  readonly body: Buffer | null;
  readonly encoded?: { readonly encoding: Compressed; readonly bytes: Buffer };
}

/**
 * Gives a page, before it is first sent, the fast bytes of `encoding` made elsewhere (by the render thread that
 * rendered it), as if pageBytes had made them.
 */
export function primePageBytes(page: PageBytes, encoding: Compressed, bytes: Buffer): void {
  encodingsOf(page).set(encoding, { bytes: Promise.resolve(bytes), small: 'given' });
}

/** A page's bytes in one encoding: the fast ones, then the small ones once they are made. */
interface Encoded {
  bytes: Promise<Buffer>;
  /** 'given': fast bytes made elsewhere (primePageBytes), not sent yet: their first request is the page's first. */
  small: 'given' | 'no' | 'making' | 'made';
}

/** Each page's bytes by encoding, made on first use; a page kept in the page cache keeps them with it. */
const byPage = new WeakMap<object, Map<PageEncoding, Encoded>>();

/** The page's bytes by encoding (none yet for a page not sent). */
function encodingsOf(page: PageBytes): Map<PageEncoding, Encoded> {
  const byEncoding = byPage.get(page) ?? new Map<PageEncoding, Encoded>();
  byPage.set(page, byEncoding);
  return byEncoding;
}

/**
 * The bytes of `page` in `encoding`, made once per page object: a page served from the page cache is compressed
 * by its first request only (it was compressed again for every request, issue 28), quickly; its second request
 * has it compressed smaller, in the background (libuv's thread pool), for the requests after it. A failed
 * compression is not kept.
 */
export function pageBytes(page: PageBytes, encoding: PageEncoding): Promise<Buffer> {
  if (!page.body) {
    // Compressed by the render thread for the request it was rendered for: a page not kept has no other bytes.
    if (page.encoded?.encoding === encoding) return Promise.resolve(page.encoded.bytes);
    return Promise.reject(new Error(`The page has no ${encoding} bytes`));
  }
  // Sent as it is by very few clients (every browser and crawler accepts gzip): not worth a second copy in memory.
  if (encoding === 'identity') return Promise.resolve(page.body);
  const byEncoding = encodingsOf(page);
  const kept = byEncoding.get(encoding);
  if (!kept) {
    let bytes: Promise<Buffer>;
    try {
      bytes = Promise.resolve(encodeNow(page.body, encoding));
    } catch (error) {
      // Not kept: the next request tries again.
      return Promise.reject(error instanceof Error ? error : new Error('Compression failed'));
    }
    byEncoding.set(encoding, { bytes, small: 'no' });
    return bytes;
  }
  if (kept.small === 'given') {
    kept.small = 'no';
    return kept.bytes;
  }
  if (kept.small === 'no') {
    kept.small = 'making';
    encodeInPool(page.body, encoding).then(
      (small) => {
        // The fast bytes go: one copy a page, as the page cache's size counts it.
        kept.bytes = Promise.resolve(small);
        kept.small = 'made';
      },
      () => {
        kept.small = 'no';
      },
    );
  }
  return kept.bytes;
}
