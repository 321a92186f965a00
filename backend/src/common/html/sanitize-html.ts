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
}

/**
 * Posts written by anyone with an account (forum threads and replies): text formatting, lists,
 * quotes, code and links; no images, no styles, no classes, no ids, no event handlers.
 * A wider policy for admin-written content (the blog: images, more headings) is added next to
 * this one and passed to sanitizeHtml; the link rules below apply to every policy.
 */
export const USER_CONTENT_POLICY: HtmlPolicy = {
  tags: ['p', 'br', 'strong', 'em', 'u', 's', 'blockquote', 'ul', 'ol', 'li', 'a', 'code', 'pre', 'h3', 'h4'],
  attributes: { a: ['href'] },
  renamed: { h1: 'h3', h2: 'h3', h5: 'h4', h6: 'h4' },
};

/** The only link targets kept: web pages and e-mail addresses, as absolute URLs. */
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** Every link a user writes points away from the site: no ranking credit, no access to this window. */
export const LINK_REL = 'nofollow ugc noopener noreferrer';

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

/** The URL a link may keep, normalised (tabs and line breaks removed, scheme lower-cased), or null. */
function safeLinkTarget(href: string | undefined): string | null {
  if (!href) return null;
  let url: URL;
  try {
    // Relative and protocol-relative targets have no base here and fail to parse: refused.
    url = new URL(href.trim());
  } catch {
    return null;
  }
  return LINK_PROTOCOLS.has(url.protocol) ? url.href : null;
}

function optionsFor(policy: HtmlPolicy): sanitize.IOptions {
  return {
    allowedTags: [...policy.tags],
    allowedAttributes: Object.fromEntries(
      Object.entries(policy.attributes).map(([tag, names]) => [tag, tag === 'a' ? [...names, 'rel'] : [...names]]),
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
        const href = safeLinkTarget(attribs.href);
        return { tagName, attribs: href ? { ...attribs, href, rel: LINK_REL } : {} };
      },
    },
    // A link with no target keeps its text and loses its markup.
    exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
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
