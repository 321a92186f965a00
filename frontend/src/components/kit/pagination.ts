/** Pagination of a list: every page listed up to 7, a jump box above 5 pages (Pagination.tsx). */

/** Up to this many pages, every page number is shown. */
export const ALL_PAGES_UP_TO = 7;
/** The "Jump to" box appears when there are more pages than this. */
export const JUMP_BOX_ABOVE = 5;

export type PageItem =
  | { type: 'page'; page: number }
  | { type: 'ellipsis'; position: 'start' | 'end' };

function range(from: number, to: number): PageItem[] {
  return Array.from({ length: to - from + 1 }, (_, index) => ({ type: 'page', page: from + index }));
}

/**
 * The page buttons to show for `current` of `total` pages.
 * - Up to 7 pages: every number.
 * - More: the first and the last page, a window of current ± 1, and an ellipsis for each
 *   gap. Near either end the window grows so the row always has 7 slots and an
 *   ellipsis always stands for at least two pages:
 *   1 2 3 4 5 … 20 · 1 … 9 10 11 … 20 · 1 … 16 17 18 19 20.
 * `current` outside 1..total is clamped; no pages gives an empty list.
 */
export function getPageItems(current: number, total: number): PageItem[] {
  const last = Math.max(0, Math.floor(total));
  if (last === 0) return [];
  if (last <= ALL_PAGES_UP_TO) return range(1, last);

  const page = Math.min(Math.max(1, Math.floor(current) || 1), last);
  // Slots: first, ellipsis, 3 in the window, ellipsis, last = 7.
  const edgeRun = ALL_PAGES_UP_TO - 2; // 5 numbers when the window touches an end

  if (page <= edgeRun - 1) {
    return [...range(1, edgeRun), { type: 'ellipsis', position: 'end' }, { type: 'page', page: last }];
  }
  if (page >= last - (edgeRun - 2)) {
    return [
      { type: 'page', page: 1 },
      { type: 'ellipsis', position: 'start' },
      ...range(last - edgeRun + 1, last),
    ];
  }
  return [
    { type: 'page', page: 1 },
    { type: 'ellipsis', position: 'start' },
    ...range(page - 1, page + 1),
    { type: 'ellipsis', position: 'end' },
    { type: 'page', page: last },
  ];
}

/** Whether the "Jump to" box is offered. */
export function hasJumpBox(total: number): boolean {
  return total > JUMP_BOX_ABOVE;
}

/**
 * The page typed in the "Jump to" box, or null unless it is a whole number from 1 to
 * `total` (no signs, decimals, exponents or other characters; spaces around are fine).
 */
export function parseJumpPage(text: string, total: number): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const page = Number(trimmed);
  return Number.isSafeInteger(page) && page >= 1 && page <= total ? page : null;
}
