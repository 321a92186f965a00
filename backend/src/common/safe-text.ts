import { isStorableText } from '../shared/text';

/** How deep a request value may nest (profile bodies need 2; anything deeper is garbage). */
export const MAX_NESTING = 32;

/**
 * Why a request value (body, query, route parameter named `root`; '' for a body) cannot be accepted, or undefined when it can:
 * a string or key anywhere inside it that is not storable text, or nesting deeper than MAX_NESTING.
 * Iterative, so a hostile body cannot overflow the stack.
 */
export function unsafeTextProblem(value: unknown, root = ''): string | undefined {
  const label = (path: string) => path || 'The request body';
  const child = (path: string, key: string, inList: boolean) => (inList ? `${path}[${key}]` : path ? `${path}.${key}` : key);
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: root, depth: 0 }];
  while (stack.length) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      if (!isStorableText(item.value)) return `${label(item.path)} contains a character that is not allowed (NUL or invalid Unicode)`;
      continue;
    }
    if (!item.value || typeof item.value !== 'object') continue;
    if (item.depth >= MAX_NESTING) return `${label(root)} is nested too deeply`;
    const entries = Array.isArray(item.value) ? item.value.map((v, i) => [String(i), v] as const) : Object.entries(item.value);
    for (const [key, inner] of entries) {
      if (!isStorableText(key)) return `${label(item.path)} has a field name with a character that is not allowed (NUL or invalid Unicode)`;
      stack.push({ value: inner, path: child(item.path, key, Array.isArray(item.value)), depth: item.depth + 1 });
    }
  }
  return undefined;
}
