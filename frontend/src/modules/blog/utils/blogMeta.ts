import {
  breadcrumbList,
  HOME_BREADCRUMB,
  schemaOrg,
  siteOrganization,
  type BreadcrumbItem,
} from '../../../components/seo/structuredData';
import { pagedListMeta } from '../../../components/seo/pagedList';
import type { PageMeta } from '../../../components/seo/usePageMeta';
import { toAbsoluteUrl } from '../../../components/seo/usePageMeta';
import { DEFAULT_SHARE_IMAGE_PATH, SITE_NAME } from '../../../config/site';
import {
  BLOG_DEFAULT_AUTHOR,
  BLOG_FEED_PATH,
  BLOG_META_DESCRIPTION_CHARS,
  BLOG_PATH,
  blogPostPath,
} from '../constants';
import type { BlogPost } from '../types/blog';
import { excerpt } from '../../profiles/utils/format';
import { keywordList } from './blogFormat';

/** The blog's feed as feed readers list it. */
export const BLOG_FEED = { title: `${SITE_NAME} Blog`, href: BLOG_FEED_PATH } as const;

const BLOG_KEYWORDS = ['prison pen pal blog', 'how to write to an inmate', 'prison mail rules'];

/** Home › Blog › post: the post page's visible breadcrumb and its BreadcrumbList. */
export function blogPostBreadcrumb(post: Pick<BlogPost, 'slug' | 'title'>): BreadcrumbItem[] {
  return [HOME_BREADCRUMB, { name: 'Blog', path: BLOG_PATH }, { name: post.title, path: blogPostPath(post.slug) }];
}

/** The head tags of /blog (page 2 and on are their own pages, each its own canonical address). */
export function buildBlogListMeta(page: number): PageMeta {
  return {
    ...pagedListMeta('Blog: Writing to Inmates', BLOG_PATH, page),
    description:
      'Guides and stories about writing to incarcerated people, prison mail rules and supporting someone inside.',
    keywords: BLOG_KEYWORDS,
    feed: BLOG_FEED,
  };
}

/**
 * The head tags of a post page: its title and excerpt, its social-preview image, the
 * `article:*` tags, and for search engines a BlogPosting and the breadcrumb Home › Blog › post.
 * Drafts and scheduled posts (only admins see them) are not for search engines.
 */
export function buildBlogPostMeta(slug: string | undefined, post: BlogPost | undefined): PageMeta {
  const canonicalPath = blogPostPath(slug ?? '');
  if (!post) {
    return {
      title: 'Blog Post',
      description: 'Read this article on the pen pal directory blog.',
      keywords: ['prison pen pal blog'],
      canonicalPath,
      feed: BLOG_FEED,
    };
  }
  const url = toAbsoluteUrl(canonicalPath);
  const description = excerpt(post.excerpt, BLOG_META_DESCRIPTION_CHARS) || post.title;
  const image = toAbsoluteUrl(post.image_url ?? DEFAULT_SHARE_IMAGE_PATH);
  const keywords = keywordList(post.keywords);
  return {
    title: post.title,
    description,
    keywords: ['prison pen pal blog', ...keywords],
    canonicalPath,
    // The cover is made for the post: its title says what it is about.
    image: post.image_url ? { url: post.image_url, alt: post.title } : undefined,
    type: 'article',
    noIndex: post.state !== 'published',
    article: {
      publishedTime: post.published_date,
      modifiedTime: post.updated_at,
      author: post.author,
      section: post.category,
    },
    feed: BLOG_FEED,
    structuredData: [
      schemaOrg('BlogPosting', {
        headline: post.title,
        description,
        image,
        datePublished: post.published_date,
        dateModified: post.updated_at,
        // The default author is the team: an organization, not a person.
        author:
          post.author === BLOG_DEFAULT_AUTHOR
            ? { '@type': 'Organization', name: post.author, url: toAbsoluteUrl('/') }
            : { '@type': 'Person', name: post.author },
        publisher: siteOrganization(),
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
        url,
        articleSection: post.category,
        ...(keywords.length > 0 ? { keywords: keywords.join(', ') } : {}),
        wordCount: post.word_count,
      }),
      breadcrumbList(blogPostBreadcrumb(post)),
    ],
  };
}
