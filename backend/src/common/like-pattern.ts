/** `%q%` for ILIKE, with the user's own `%`, `_` and `\` matched literally. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
