import zlib from 'node:zlib';
import { pageBytes, primePageBytes } from './page-encoding';

const html = `<!doctype html><html><body>${'<p>A letter a week keeps a friendship going; number your letters.</p>'.repeat(400)}</body></html>`;
const body = Buffer.from(html);
const decode = { br: (b: Buffer) => zlib.brotliDecompressSync(b).toString(), gzip: (b: Buffer) => zlib.gunzipSync(b).toString() };

describe('pageBytes', () => {
  it.each(['br', 'gzip'] as const)('sends %s fast first, then smaller once the page is asked for again, always the same page', async (encoding) => {
    const page = { body };
    const first = await pageBytes(page, encoding);
    expect(decode[encoding](first)).toBe(html);
    // The second request still gets the fast bytes and has the small ones made.
    expect(await pageBytes(page, encoding)).toBe(first);
    let later = first;
    for (let i = 0; i < 200 && later === first; i++) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      later = await pageBytes(page, encoding);
    }
    expect(later.length).toBeLessThan(first.length);
    expect(decode[encoding](later)).toBe(html);
    // Made once: kept for every request after.
    expect(await pageBytes(page, encoding)).toBe(later);
  });

  it("starts a page's compressed copies with the bytes its render thread made, replaced by smaller ones when asked again", async () => {
    const page = { body };
    const made: Buffer = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 0 } });
    primePageBytes(page, 'br', made);
    // Its first request and the one after get them, as bytes pageBytes had made; the small ones are made then.
    expect(await pageBytes(page, 'br')).toBe(made);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await pageBytes(page, 'br')).toBe(made);
    let later: Buffer = made;
    for (let i = 0; i < 200 && later === made; i++) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      later = await pageBytes(page, 'br');
    }
    expect(later.length).toBeLessThan(made.length);
    expect(decode.br(later)).toBe(html);
  });

  it('sends a page without its HTML in the one encoding it has, and refuses any other', async () => {
    const made = zlib.gzipSync(body);
    const page = { body: null, encoded: { encoding: 'gzip' as const, bytes: made } };
    expect(await pageBytes(page, 'gzip')).toBe(made);
    await expect(pageBytes(page, 'br')).rejects.toThrow('no br bytes');
  });

  it('keeps each page and encoding apart, and sends the HTML itself uncompressed', async () => {
    const one = { body };
    const otherHtml = html.replace('week', 'month');
    const other = { body: Buffer.from(otherHtml) };
    expect(decode.br(await pageBytes(other, 'br'))).toBe(otherHtml);
    expect(decode.gzip(await pageBytes(one, 'gzip'))).toBe(html);
    expect(await pageBytes(one, 'identity')).toBe(body);
  });
});
