import { getPageItems, hasJumpBox, parseJumpPage, type PageItem } from './pagination';

/** Renders page items as text: numbers, with … for an ellipsis. */
function row(items: PageItem[]): string {
  return items.map((item) => (item.type === 'page' ? String(item.page) : '…')).join(' ');
}

describe('getPageItems', () => {
  it('shows nothing when there are no pages', () => {
    expect(getPageItems(1, 0)).toEqual([]);
    expect(getPageItems(1, -3)).toEqual([]);
  });

  it.each([
    [1, '1'],
    [2, '1 2'],
    [5, '1 2 3 4 5'],
    [7, '1 2 3 4 5 6 7'],
  ])('shows every number up to 7 pages (%i pages)', (total, expected) => {
    for (let current = 1; current <= total; current++) {
      expect(row(getPageItems(current, total))).toBe(expected);
    }
  });

  it.each([
    [1, '1 2 3 4 5 … 8'],
    [4, '1 2 3 4 5 … 8'],
    [5, '1 … 4 5 6 7 8'],
    [8, '1 … 4 5 6 7 8'],
  ])('with 8 pages, on page %i shows %s', (current, expected) => {
    expect(row(getPageItems(current, 8))).toBe(expected);
  });

  it.each([
    [1, '1 2 3 4 5 … 20'],
    [3, '1 2 3 4 5 … 20'],
    [4, '1 2 3 4 5 … 20'],
    [5, '1 … 4 5 6 … 20'],
    [10, '1 … 9 10 11 … 20'],
    [16, '1 … 15 16 17 … 20'],
    [17, '1 … 16 17 18 19 20'],
    [20, '1 … 16 17 18 19 20'],
  ])('with 20 pages, on page %i shows first, last and a window around it: %s', (current, expected) => {
    expect(row(getPageItems(current, 20))).toBe(expected);
  });

  it('always has seven slots beyond 7 pages, with the current page and both ends in them', () => {
    for (const total of [8, 9, 12, 50, 1000]) {
      for (let current = 1; current <= total; current++) {
        const items = getPageItems(current, total);
        const pages = items.flatMap((item) => (item.type === 'page' ? [item.page] : []));
        expect(items).toHaveLength(7);
        expect(pages).toContain(current);
        expect(pages[0]).toBe(1);
        expect(pages[pages.length - 1]).toBe(total);
        // Numbers rise, and an ellipsis always stands for at least two hidden pages.
        let previous = 0;
        for (const item of items) {
          if (item.type === 'page') {
            expect(item.page).toBeGreaterThan(previous);
            previous = item.page;
          }
        }
        items.forEach((item, index) => {
          if (item.type !== 'ellipsis') return;
          const before = items[index - 1];
          const after = items[index + 1];
          if (before?.type === 'page' && after?.type === 'page') {
            expect(after.page - before.page).toBeGreaterThanOrEqual(3);
          }
        });
      }
    }
  });

  it('gives the two ellipses distinct positions (stable React keys)', () => {
    const ellipses = getPageItems(10, 20).filter((item) => item.type === 'ellipsis');
    expect(ellipses).toEqual([
      { type: 'ellipsis', position: 'start' },
      { type: 'ellipsis', position: 'end' },
    ]);
  });

  it('clamps a current page outside the range', () => {
    expect(row(getPageItems(0, 20))).toBe('1 2 3 4 5 … 20');
    expect(row(getPageItems(99, 20))).toBe('1 … 16 17 18 19 20');
    expect(row(getPageItems(Number.NaN, 20))).toBe('1 2 3 4 5 … 20');
  });
});

describe('hasJumpBox', () => {
  it('offers the jump box only above 5 pages', () => {
    expect(hasJumpBox(0)).toBe(false);
    expect(hasJumpBox(5)).toBe(false);
    expect(hasJumpBox(6)).toBe(true);
    expect(hasJumpBox(7)).toBe(true);
  });
});

describe('parseJumpPage', () => {
  it.each([
    ['1', 1],
    ['7', 7],
    [' 3 ', 3],
    ['03', 3],
  ])('accepts %p as page %i of 7', (text, page) => {
    expect(parseJumpPage(text, 7)).toBe(page);
  });

  it.each(['', ' ', '0', '8', '-1', '+2', '2.5', '2.0', '1e1', 'abc', '3a', '0x3', '99999999999999999999'])(
    'rejects %p for 7 pages',
    (text) => {
      expect(parseJumpPage(text, 7)).toBeNull();
    },
  );
});
