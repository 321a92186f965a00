import type { Extensions } from '@tiptap/core';
import Link from '@tiptap/extension-link';
import Placeholder from '@tiptap/extension-placeholder';
import StarterKit from '@tiptap/starter-kit';

/** Link addresses a post may hold (the server's sanitizer allows the same). */
const ALLOWED_LINK = /^(https?:\/\/|mailto:)/i;

/** What the server puts on every link of a post. */
const LINK_REL = 'nofollow ugc noopener noreferrer';

export function isAllowedLinkHref(href: string): boolean {
  return ALLOWED_LINK.test(href.trim());
}

/**
 * A link holds its address only: a pasted link's target, class or title is not kept, and
 * rel is always the server's (so what the writer sees is what the readers get).
 */
const ForumLink = Link.extend({
  addAttributes() {
    return {
      href: { default: null, parseHTML: (element) => element.getAttribute('href') },
      rel: { default: LINK_REL, parseHTML: () => LINK_REL },
    };
  },
});

/**
 * The editor's schema: what a post may hold once sanitized — paragraphs and line breaks,
 * bold, italic, underline, strike, quotes, bullet and numbered lists, links (http, https,
 * mailto), inline code and code blocks, and headings of levels 3 and 4. Anything else typed
 * or pasted (images, tables, other headings, styles, scripts) is not in the schema: the editor
 * drops it or keeps only its text. (A code block's language class is left for the server,
 * which removes every class.)
 */
export function forumEditorExtensions(placeholder = ''): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [3, 4] },
      horizontalRule: false,
      // Replaced by ForumLink below.
      link: false,
    }),
    ForumLink.configure({
      openOnClick: false,
      autolink: true,
      linkOnPaste: true,
      defaultProtocol: 'https',
      isAllowedUri: (url) => isAllowedLinkHref(url),
      HTMLAttributes: { target: null, rel: LINK_REL, class: null },
    }),
    Placeholder.configure({ placeholder }),
  ];
}
