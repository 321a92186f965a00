import { isStorableText, storableText } from '../shared/text';
import { MAX_NESTING, unsafeTextProblem } from './safe-text';

describe('safe text', () => {
  it('accepts ordinary text, emoji (surrogate pairs) and accents', () => {
    for (const text of ['', 'hello', 'José 😀 日本', '\ud83d\ude00']) expect(isStorableText(text)).toBe(true);
  });

  it('refuses NUL and lone surrogates wherever they are', () => {
    for (const text of ['\u0000', 'a\u0000b', '\ud800', 'a\ud800', '\udc00a', 'x\udfffy', '\ude00\ud83d']) expect(isStorableText(text)).toBe(false);
  });

  it('drops just those characters from text read from an address, keeping emoji and accents', () => {
    expect(storableText('a\u0000b\ud800 José 😀\ude00\ud83d')).toBe('ab José 😀');
    expect(isStorableText(storableText('\u0000\udfff'))).toBe(true);
  });

  it('names the field that holds the bad text, nested or in a list, and bad keys', () => {
    expect(unsafeTextProblem({ electronic_contact: { other_app: 'a\ud800' } })).toMatch(/^electronic_contact\.other_app /);
    expect(unsafeTextProblem({ interests: ['ok', '\u0000'] })).toMatch(/^interests\[1\] /);
    expect(unsafeTextProblem({ ['k\u0000']: 1 }, 'body')).toMatch(/field name/);
    expect(unsafeTextProblem({ a: 1, b: [true, null, { c: 'fine' }] }, 'body')).toBeUndefined();
    expect(unsafeTextProblem('q\u0000', 'q')).toMatch(/^q /);
  });

  it('refuses values nested deeper than the limit without overflowing the stack', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(unsafeTextProblem(deep)).toBe('The request body is nested too deeply');
    let ok: unknown = 'leaf';
    for (let i = 0; i < MAX_NESTING - 1; i++) ok = { a: ok };
    expect(unsafeTextProblem(ok, 'body')).toBeUndefined();
  });
});
