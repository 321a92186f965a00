import { render } from '@testing-library/react';
import { matchSitePage } from '@shared/routes';
import { DEFAULT_SHARE_IMAGE_ALT, SITE_NAME } from '../../config/site';
import { metaContent } from '../../test/headTags';
import { RoutePageContext, type RoutePage } from './routePage';
import { buildPageHead, pageHeadHtml, usePageMeta, type PageMeta } from './usePageMeta';

function MetaProbe(props: PageMeta) {
  usePageMeta(props);
  return null;
}

const baseMeta: PageMeta = {
  title: 'Browse Profiles',
  description: 'Browse verified inmate profiles.',
  keywords: ['inmate pen pals', 'browse'],
  canonicalPath: '/browse',
};

function jsonLdScripts() {
  return document.head.querySelectorAll('script[type="application/ld+json"]');
}

describe('usePageMeta', () => {
  it('sets the title, description, keywords and an absolute canonical link', () => {
    render(<MetaProbe {...baseMeta} />);
    expect(document.title).toBe(`Browse Profiles | ${SITE_NAME}`);
    expect(metaContent('meta[name="description"]')).toBe('Browse verified inmate profiles.');
    expect(metaContent('meta[name="keywords"]')).toBe('inmate pen pals, browse');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/browse`,
    );
  });

  it('sets Open Graph and Twitter card tags', () => {
    render(<MetaProbe {...baseMeta} image={{ url: '/photos/1.jpg', alt: 'Photo of Jordan' }} />);
    const origin = window.location.origin;
    expect(metaContent('meta[property="og:title"]')).toBe(`Browse Profiles | ${SITE_NAME}`);
    expect(metaContent('meta[property="og:description"]')).toBe('Browse verified inmate profiles.');
    expect(metaContent('meta[property="og:url"]')).toBe(`${origin}/browse`);
    expect(metaContent('meta[property="og:type"]')).toBe('website');
    expect(metaContent('meta[property="og:image"]')).toBe(`${origin}/photos/1.jpg`);
    expect(metaContent('meta[property="og:site_name"]')).toBe(SITE_NAME);
    expect(metaContent('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(metaContent('meta[name="twitter:title"]')).toBe(`Browse Profiles | ${SITE_NAME}`);
    expect(metaContent('meta[name="twitter:description"]')).toBe(
      'Browse verified inmate profiles.',
    );
    expect(metaContent('meta[name="twitter:image"]')).toBe(`${origin}/photos/1.jpg`);
    expect(metaContent('meta[property="og:image:alt"]')).toBe('Photo of Jordan');
    expect(metaContent('meta[name="twitter:image:alt"]')).toBe('Photo of Jordan');
  });

  it("shares the site's default image, described, when the page names none", () => {
    const { rerender } = render(<MetaProbe {...baseMeta} image={{ url: '/photos/1.jpg', alt: 'Photo of Jordan' }} />);
    rerender(<MetaProbe {...baseMeta} />);
    expect(metaContent('meta[property="og:image"]')).toBe(`${window.location.origin}/og-image.png`);
    expect(metaContent('meta[property="og:image:alt"]')).toBe(DEFAULT_SHARE_IMAGE_ALT);
    expect(metaContent('meta[name="twitter:image:alt"]')).toBe(DEFAULT_SHARE_IMAGE_ALT);
    expect(document.head.querySelectorAll('meta[property="og:image:alt"]')).toHaveLength(1);
  });

  it("writes the image's description into the server's head, escaped", () => {
    const html = pageHeadHtml(
      buildPageHead({ ...baseMeta, image: { url: '/photos/1.jpg', alt: 'Photo of "Jo" <Avery>' } }, undefined, '/'),
    );
    expect(html).toContain('<meta property="og:image:alt" content="Photo of &quot;Jo&quot; &lt;Avery&gt;" data-page-meta>');
    expect(html).toContain('<meta name="twitter:image:alt" content="Photo of &quot;Jo&quot; &lt;Avery&gt;" data-page-meta>');
  });

  it('updates the same tags instead of adding duplicates when the page changes', () => {
    const { rerender } = render(<MetaProbe {...baseMeta} />);
    rerender(<MetaProbe {...baseMeta} title="FAQ" canonicalPath="/faq" />);
    expect(document.title).toBe(`FAQ | ${SITE_NAME}`);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/faq`,
    );
  });

  it('marks account pages as not indexable', () => {
    const { rerender } = render(<MetaProbe {...baseMeta} noIndex />);
    expect(metaContent('meta[name="robots"]')).toBe('noindex, nofollow');
    rerender(<MetaProbe {...baseMeta} />);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('adds JSON-LD structured data while mounted and removes it on unmount', () => {
    const organization = { '@context': 'https://schema.org', '@type': 'Organization', name: 'X' };
    const { unmount } = render(<MetaProbe {...baseMeta} structuredData={organization} />);
    const scripts = jsonLdScripts();
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0].textContent ?? '')).toEqual(organization);

    unmount();
    expect(jsonLdScripts()).toHaveLength(0);
  });

  it('escapes markup inside structured data so it cannot close the script tag', () => {
    render(<MetaProbe {...baseMeta} structuredData={{ name: '</script><b>x</b>' }} />);
    const script = jsonLdScripts()[0];
    expect(script.textContent).not.toContain('</script>');
    expect(JSON.parse(script.textContent ?? '')).toEqual({ name: '</script><b>x</b>' });
  });

  it('sets the article tags of an article and removes them on a page that is not one', () => {
    const article = {
      publishedTime: '2026-11-24T09:00:00.000Z',
      modifiedTime: '2026-11-25T10:00:00.000Z',
      author: 'Pen Pal Directory Team',
      section: 'Getting Started',
    };
    const { rerender } = render(<MetaProbe {...baseMeta} type="article" article={article} />);
    expect(metaContent('meta[property="og:type"]')).toBe('article');
    expect(metaContent('meta[property="article:published_time"]')).toBe('2026-11-24T09:00:00.000Z');
    expect(metaContent('meta[property="article:modified_time"]')).toBe('2026-11-25T10:00:00.000Z');
    expect(metaContent('meta[property="article:author"]')).toBe('Pen Pal Directory Team');
    expect(metaContent('meta[property="article:section"]')).toBe('Getting Started');

    rerender(<MetaProbe {...baseMeta} />);
    expect(metaContent('meta[property="og:type"]')).toBe('website');
    expect(document.head.querySelector('meta[property^="article:"]')).toBeNull();
  });

  it('offers an RSS feed to feed readers while mounted', () => {
    const { unmount } = render(<MetaProbe {...baseMeta} feed={{ title: 'The Blog', href: '/rss.xml' }} />);
    const links = document.head.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('title', 'The Blog');
    expect(links[0]).toHaveAttribute('href', '/rss.xml');

    unmount();
    expect(document.head.querySelector('link[rel="alternate"]')).toBeNull();
  });

  describe('inside the layout, which names the route', () => {
    function routePage(path: string, canonicalPath: string): RoutePage {
      return { sitePage: matchSitePage(path)?.page ?? null, canonicalPath };
    }

    function renderAt(route: RoutePage, meta: PageMeta) {
      return render(
        <RoutePageContext.Provider value={route}>
          <MetaProbe {...meta} />
        </RoutePageContext.Provider>,
      );
    }

    it.each(['/login', '/dashboard', '/admin/blogs'])('marks %s noindex without being told', (path) => {
      renderAt(routePage(path, path), { ...baseMeta, canonicalPath: path });
      expect(metaContent('meta[name="robots"]')).toBe('noindex, nofollow');
    });

    it('marks an address that is no page of the site noindex', () => {
      renderAt(routePage('/nowhere', '/nowhere'), baseMeta);
      expect(metaContent('meta[name="robots"]')).toBe('noindex, nofollow');
    });

    it('leaves a public page indexable unless the page says otherwise', () => {
      const { rerender } = renderAt(routePage('/browse', '/browse'), baseMeta);
      expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
      rerender(
        <RoutePageContext.Provider value={routePage('/browse', '/browse')}>
          <MetaProbe {...baseMeta} noIndex />
        </RoutePageContext.Provider>,
      );
      expect(metaContent('meta[name="robots"]')).toBe('noindex, nofollow');
    });

    it("takes the route's canonical when the page names none, and the page's when it does", () => {
      const { canonicalPath: _omitted, ...withoutCanonical } = baseMeta;
      const alias = routePage('/profiles/abc', '/profile/abc');
      const { rerender } = renderAt(alias, withoutCanonical);
      expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${window.location.origin}/profile/abc`,
      );
      rerender(
        <RoutePageContext.Provider value={alias}>
          <MetaProbe {...withoutCanonical} canonicalPath="/profile/xyz" />
        </RoutePageContext.Provider>,
      );
      expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${window.location.origin}/profile/xyz`,
      );
    });
  });
});
