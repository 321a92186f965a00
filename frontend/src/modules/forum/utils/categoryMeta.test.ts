import { buildCategoryMeta } from './categoryMeta';

const origin = window.location.origin;

describe('forum category meta', () => {
  it('titles a category by its label, describes it in its own words once loaded, and declares its breadcrumb', () => {
    expect(buildCategoryMeta('safety', 1)).toMatchObject({
      title: 'Safety & Security | Forum',
      description: 'Safety & Security: discussions in the pen pal community forum.',
      canonicalPath: '/forum/category/safety',
      structuredData: {
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
          { '@type': 'ListItem', position: 2, name: 'Forum', item: `${origin}/forum` },
          { '@type': 'ListItem', position: 3, name: 'Safety & Security', item: `${origin}/forum/category/safety` },
        ],
      },
    });
    expect(buildCategoryMeta('safety', 1, 'Scams, privacy and staying safe.').description).toBe(
      'Scams, privacy and staying safe.',
    );
  });

  it('gives page 2 and on a title and canonical address of their own', () => {
    expect(buildCategoryMeta('general', 3)).toMatchObject({
      title: 'General Discussion | Forum (page 3)',
      canonicalPath: '/forum/category/general?page=3',
    });
  });

  it('marks an address that names no category noindex, with no structured data', () => {
    const meta = buildCategoryMeta('gossip', 1);
    expect(meta).toMatchObject({ title: 'Forum Category', noIndex: true });
    expect(meta.structuredData).toBeUndefined();
  });
});
