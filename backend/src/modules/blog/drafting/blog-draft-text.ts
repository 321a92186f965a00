import { htmlToText } from '../../../common/html/sanitize-html';
import { BLOG_EXCERPT_MAX_CHARS, BLOG_SLUG_MAX_CHARS } from '../../../shared/rules';
import { slugFromTitle } from '../../../shared/text';
import { cleanPostContent, type CleanPostContent } from '../blog-content';
import type { BlogCategory } from '../blog.enums';
import type { GeneratedBlogPostDto } from '../dto/blog-responses.dto';
import type { ChatMessage } from './language-model';

/** What a draft is about, as the admin typed it. */
export interface DraftTopic {
  title: string;
  /** Comma-separated. */
  keywords: string;
  category: BlogCategory;
}

/** The opening summary the prompt asks for, in words; it becomes the post's excerpt. */
export const SUMMARY_MAX_WORDS = 40;
/** How long the prompt asks the article to be, in words. */
export const ARTICLE_WORDS = { min: 800, max: 1200 } as const;
/** The tags the prompt allows (the admin policy keeps them). */
export const DRAFT_TAGS = ['h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'blockquote', 'a'] as const;

const SYSTEM_PROMPT = [
  'You write articles for the blog of Pen Pal Directory, a website where people in the United States find incarcerated people to write letters to.',
  'The readers are the people who write: many are writing to someone in prison for the first time, and most read on a phone.',
  'Be warm, honest, safe and practical. Give concrete steps. Say plainly when something differs between states or facilities, and tell readers to check the facility\'s current mail rules.',
  'Never encourage sending money, gift cards, or anything of value, and never suggest sharing bank or account details; warn about scams where it fits.',
  'Do not invent statistics, laws, quotes, organisations or links.',
  '',
  'Answer with the article as HTML and nothing else:',
  `- only these tags: ${DRAFT_TAGS.map((t) => `<${t}>`).join(', ')}; no attributes except href on <a>;`,
  '- no <h1> (the title is shown above the article), no Markdown, no code fences, no text before or after the HTML;',
  `- start with one <p> that sums up the article in at most ${SUMMARY_MAX_WORDS} words (it is shown on the blog's cards);`,
  `- then the article itself, ${ARTICLE_WORDS.min} to ${ARTICLE_WORDS.max} words, in sections under <h2> headings, with short paragraphs and lists where they help.`,
].join('\n');

/** One line of text: the admin's input may not start lines of its own in the prompt. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Keywords split on commas, trimmed, empties dropped. */
export function keywordList(keywords: string): string[] {
  return keywords.split(',').map(oneLine).filter(Boolean);
}

/** The chat that asks the model for a draft: the site's rules, then the topic. */
export function draftingPrompt(topic: DraftTopic): ChatMessage[] {
  return [
    { role: 'system', content: SYSTEM_PROMPT },
    {
      role: 'user',
      content: [
        `Title: ${oneLine(topic.title)}`,
        `Category: ${topic.category}`,
        `Keywords: ${keywordList(topic.keywords).join(', ')}`,
        '',
        'Write the article with this title for readers of this category, using the keywords naturally.',
      ].join('\n'),
    },
  ];
}

/** A fence opening before any HTML (a line of chat such as "Here is the article:" goes with it). */
const OPENING_FENCE = /^[^<]*?```[\w-]*[ \t]*(?:\r?\n|$)/;
/** A fence still arriving at the very start ("`", "``", "```ht"). */
const PARTIAL_FENCE = /^[^<`]*`{1,3}[\w-]*$/;

/**
 * The answer without the Markdown code fences a model may wrap it in despite the prompt: an opening fence
 * (with any chat before it) and the closing one (with any chat after it). Works on a partial answer too.
 */
export function stripCodeFences(text: string): string {
  let html = text.trim();
  if (PARTIAL_FENCE.test(html)) return '';
  const opening = OPENING_FENCE.exec(html);
  if (!opening) return html;
  html = html.slice(opening[0].length);
  const closing = html.lastIndexOf('```');
  if (closing !== -1) html = html.slice(0, closing);
  return html.trim();
}

/** Any tag at all: the answer is HTML (else it is plain text). */
const ANY_TAG = /<\/?[a-z][\w-]*[\s/>]/i;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Plain text (a model that ignored the format) as paragraphs, one per blank-line-separated block. */
function asParagraphs(text: string): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeHtml(block)}</p>`)
    .join('\n');
}

/** The model's answer as safe HTML with its word count: fences stripped, plain text made paragraphs, sanitized with the admin policy. */
export function draftContent(answer: string): CleanPostContent {
  const html = stripCodeFences(answer);
  return cleanPostContent(ANY_TAG.test(html) ? html : asParagraphs(html));
}

/**
 * A partial answer as safe HTML, for the draft that grows in the dialog: a tag still arriving at the end
 * is left out until it is complete, unclosed tags are closed.
 */
export function partialDraft(answer: string): CleanPostContent {
  const lastOpen = answer.lastIndexOf('<');
  const complete = lastOpen > answer.lastIndexOf('>') ? answer.slice(0, lastOpen) : answer;
  return draftContent(complete);
}

/**
 * The excerpt of a draft: the text of its first paragraph (the summary the prompt asks for), or else its
 * first SUMMARY_MAX_WORDS words; at most BLOG_EXCERPT_MAX_CHARS characters.
 */
export function excerptOf(cleanHtml: string): string {
  const first = /<p(?:\s[^>]*)?>([\s\S]*?)<\/p>/i.exec(cleanHtml);
  const summary = first ? htmlToText(first[1]) : '';
  const text = summary || htmlToText(cleanHtml).split(' ').slice(0, SUMMARY_MAX_WORDS).join(' ');
  return htmlToText(escapeHtml(text), BLOG_EXCERPT_MAX_CHARS);
}

/** The finished draft for the dialog's fields, or null when the answer holds no text. */
export function finishDraft(title: string, answer: string): GeneratedBlogPostDto | null {
  const { content, word_count, read_time } = draftContent(answer);
  if (word_count === 0) return null;
  return { slug: slugFromTitle(title, BLOG_SLUG_MAX_CHARS), excerpt: excerptOf(content), content, read_time, word_count };
}
