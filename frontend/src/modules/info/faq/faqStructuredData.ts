import { isValidElement, type ReactNode } from 'react';
import { schemaOrg, type JsonLd } from '../../../components/seo/structuredData';
import type { FaqItem } from './faq.data';

/** How many questions, from the top of the page, go into the FAQPage structured data. */
export const FAQ_STRUCTURED_DATA_COUNT = 10;

/** Elements whose text stands as its own paragraph in the plain text. */
const BLOCK_ELEMENTS = new Set(['p', 'li', 'ul', 'ol', 'div']);

function collectText(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return String(node);
  if (Array.isArray(node)) return node.map((child: ReactNode) => collectText(child)).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) {
    const inner = collectText(node.props.children);
    return typeof node.type === 'string' && BLOCK_ELEMENTS.has(node.type) ? `\n\n${inner}\n\n` : inner;
  }
  return '';
}

/**
 * The text of an answer written as plain elements (paragraphs, lists, emphasis, links), read from the
 * elements themselves without rendering them: paragraphs separated by a blank line, spaces collapsed.
 * A component that makes up text of its own (not from its children) would be missed, so answers use
 * none.
 */
export function plainText(node: ReactNode): string {
  return collectText(node)
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** schema.org FAQPage for the given questions, each answer as plain text. */
export function faqStructuredData(items: readonly FaqItem[]): JsonLd {
  return schemaOrg('FAQPage', {
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: plainText(item.answer) },
    })),
  });
}
