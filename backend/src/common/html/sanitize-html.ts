import sanitize from 'sanitize-html';

/**
 * What HTML a piece of content may keep. Everything else is removed when the content is written:
 * tags not listed lose their markup and keep their text (except the tags whose content is code or
 * raw text, which go with their content), attributes not listed are dropped.
 */
export interface HtmlPolicy {
  tags: readonly string[];
  /** Attributes kept per tag (`href` on `a` is also checked against LINK_PROTOCOLS). */
  attributes: Readonly<Record<string, readonly string[]>>;
  /** Tags written as another (pasted `h1` becomes the largest heading allowed). */
  renamed?: Readonly<Record<string, string>>;
  /**
   * Links to a path on this site ("/browse", never "//host") are kept too, without rel. Without it only
   * absolute web and mail links are kept.
   */
  siteLinks?: boolean;
  /** The rel of every link that leaves the site (LINK_REL when not set). */
  externalLinkRel?: string;
  /**
   * The image sources kept, when `img` is allowed: an image whose src does not match is removed. Its
   * alt is kept (an empty one when missing), width and height when whole numbers, and it loads lazily.
   */
  imageSrc?: RegExp;
}

/**
 * Posts written by anyone with an account (forum threads and replies): text formatting, lists,
 * quotes, code and links; no images, no styles, no classes, no ids, no event handlers.
 * ADMIN_CONTENT_POLICY below is the wider one for what the team writes (the blog); the link rules
 * below apply to every policy.
 */
export const USER_CONTENT_POLICY: HtmlPolicy = {
  tags: ['p', 'br', 'strong', 'em', 'u', 's', 'blockquote', 'ul', 'ol', 'li', 'a', 'code', 'pre', 'h3', 'h4'],
  attributes: { a: ['href'] },
  renamed: { h1: 'h3', h2: 'h3', h5: 'h4', h6: 'h4' },
};

/** The only link targets kept: web pages and e-mail addresses, as absolute URLs (and site paths where the policy says). */
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** Every link a user writes points away from the site: no ranking credit, no access to this window. */
export const LINK_REL = 'nofollow ugc noopener noreferrer';

/** A link the team wrote that leaves the site: no access to this window, but the credit the team chose to give. */
export const ADMIN_LINK_REL = 'noopener noreferrer';

/**
 * An image stored by the site (`/api/media/<key>`, a WebP rendition). The site's Content-Security-Policy
 * loads images from its own origin only, so no other source would show.
 */
export const MEDIA_IMAGE_SRC = /^\/api\/media\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?:-[a-z]+)?\.webp$/;

/**
 * Content the site's admins write (blog posts): the user policy's formatting plus larger headings, rules,
 * figures and the site's own images, links to pages of this site, and outbound links without the
 * nofollow/ugc of user links (the team chose them). Still no styles, classes, ids or event handlers.
 */
export const ADMIN_CONTENT_POLICY: HtmlPolicy = {
  tags: [...USER_CONTENT_POLICY.tags, 'h2', 'hr', 'figure', 'figcaption', 'img'],
  attributes: { a: ['href'], img: ['src', 'alt', 'width', 'height'] },
  renamed: { h1: 'h2', h5: 'h4', h6: 'h4' },
  siteLinks: true,
  externalLinkRel: ADMIN_LINK_REL,
  imageSrc: MEDIA_IMAGE_SRC,
};

/**
 * Tags removed together with everything inside them (when the policy does not allow them): scripts,
 * styles, raw-text and form elements, embedded documents and foreign (SVG, MathML) content.
 */
const DROPPED_WITH_CONTENT = [
  'script', 'style', 'textarea', 'xmp', 'option', 'select', 'noscript', 'noembed', 'noframes', 'plaintext', 'title',
  'template', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'svg', 'math', 'head',
];

/** Deeper nesting than this (a quote in a quote in a list …) keeps its text but loses its markup. */
const NESTING_LIMIT = 20;

/** A base no real link has: a site path resolved against it must stay on it. */
const SITE_BASE = 'https://site.invalid';

/**
 * A path on this site, normalised ("/browse?state=CA"), or null. Only a single leading slash: "//host" and
 * "/\\host" (which browsers read as "//host") resolve to another origin and are refused, as are
 * paths relative to the page ("browse", "../x", "#top").
 */
function sitePath(href: string): string | null {
  if (!/^\s*\/(?![/\\])/.test(href)) return null;
  try {
    const url = new URL(href.trim(), SITE_BASE);
    return url.origin === SITE_BASE ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/**
 * Where a link may point, normalised (tabs and line breaks removed, scheme lower-cased), and whether it
 * stays on the site; null when it may not be kept.
 */
function safeLinkTarget(href: string | undefined, siteLinks: boolean): { href: string; internal: boolean } | null {
  if (!href) return null;
  if (siteLinks) {
    const path = sitePath(href);
    if (path) return { href: path, internal: true };
  }
  let url: URL;
  try {
    // Relative and protocol-relative targets have no base here and fail to parse: refused.
    url = new URL(href.trim());
  } catch {
    return null;
  }
  return LINK_PROTOCOLS.has(url.protocol) ? { href: url.href, internal: false } : null;
}

/** A width or height kept on an image: a whole number of pixels. */
const IMAGE_SIZE = /^\d{1,5}$/;

/** An image as kept: a known source, its alt (empty when missing), whole-number sizes, lazy loading; null to drop it. */
function safeImage(attribs: sanitize.Attributes, sources: RegExp): sanitize.Attributes | null {
  const src = attribs.src?.trim();
  if (!src || !sources.test(src)) return null;
  const kept: sanitize.Attributes = { src, alt: attribs.alt ?? '' };
  for (const size of ['width', 'height'] as const) {
    const value = attribs[size]?.trim();
    if (value && IMAGE_SIZE.test(value)) kept[size] = String(Number(value));
  }
  return { ...kept, loading: 'lazy' };
}

function optionsFor(policy: HtmlPolicy): sanitize.IOptions {
  const externalRel = policy.externalLinkRel ?? LINK_REL;
  const imageSrc = policy.imageSrc;
  return {
    allowedTags: [...policy.tags],
    allowedAttributes: Object.fromEntries(
      Object.entries(policy.attributes).map(([tag, names]) => [tag, tag === 'a' ? [...names, 'rel'] : tag === 'img' ? [...names, 'loading'] : [...names]]),
    ),
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: {},
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    allowedClasses: {},
    allowedStyles: {},
    allowVulnerableTags: false,
    disallowedTagsMode: 'discard',
    nonTextTags: DROPPED_WITH_CONTENT,
    nestingLimit: NESTING_LIMIT,
    transformTags: {
      ...Object.fromEntries(Object.entries(policy.renamed ?? {}).map(([from, to]) => [from, (): sanitize.Tag => ({ tagName: to, attribs: {} })])),
      // Attribute values arrive decoded (`java&#x09;script:` is `java\tscript:` here), so the URL parser sees what a browser would.
      // A refused target leaves a link without href, which the filter below unwraps. (Not renamed to a
      // disallowed tag: sanitize-html would then close the next link at that depth with the new name.)
      a: (tagName, attribs): sanitize.Tag => {
        const target = safeLinkTarget(attribs.href, policy.siteLinks ?? false);
        if (!target) return { tagName, attribs: {} };
        // The writer's own rel (or target) never survives: a link within the site gets none, others the policy's.
        return { tagName, attribs: target.internal ? { href: target.href } : { href: target.href, rel: externalRel } };
      },
      // An image from anywhere else loses its source, and the filter below removes it.
      ...(imageSrc ? { img: (tagName: string, attribs: sanitize.Attributes): sanitize.Tag => ({ tagName, attribs: safeImage(attribs, imageSrc) ?? {} }) } : {}),
    },
    // A link with no target keeps its text and loses its markup; an image with no source goes.
    exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : frame.tag === 'img' && !frame.attribs.src),
  };
}

const compiled = new WeakMap<HtmlPolicy, sanitize.IOptions>();

/**
 * The one HTML sanitizer of the API: what a post may hold once stored. Run on every write of user or
 * admin HTML (the stored HTML is clean; pages render it as is). Cap the input's length before
 * calling it: the work grows with the input.
 */
export function sanitizeHtml(html: string, policy: HtmlPolicy = USER_CONTENT_POLICY): string {
  let options = compiled.get(policy);
  if (!options) {
    options = optionsFor(policy);
    compiled.set(policy, options);
  }
  return sanitize(html, options).trim();
}

/** Block ends become spaces in text, so `<p>one</p><p>two</p>` reads "one two". */
const BLOCK_BREAK = /<\/(?:p|li|h[1-6]|blockquote|pre|div)\s*>|<br\s*\/?>/gi;

const TEXT_ONLY: sanitize.IOptions = { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard', nonTextTags: DROPPED_WITH_CONTENT };

/**
 * The readable text of some HTML, for previews and for "is this post empty?": no markup, entities
 * decoded, runs of white space made one space, trimmed. With `maxChars`, cut to that many characters
 * (an ellipsis ends a cut text). The result is text, never HTML: show it as text.
 */
export function htmlToText(html: string, maxChars?: number): string {
  // sanitize-html decodes the input and escapes exactly &, < and > in the text it writes.
  const escaped = sanitize(html.replace(BLOCK_BREAK, (tag) => `${tag} `), TEXT_ONLY);
  const text = escaped.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();
  if (maxChars === undefined) return text;
  // Counted in characters as people see them (an emoji is one), never cutting a surrogate pair.
  const chars = Array.from(text);
  return chars.length <= maxChars ? text : `${chars.slice(0, Math.max(0, maxChars - 1)).join('').trimEnd()}…`;
}
