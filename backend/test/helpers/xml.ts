import { SaxesParser, type SaxesTagNS, type SaxesTagPlain } from 'saxes';

/** An element of a parsed XML document: its name as written ("atom:link"), local name, namespace, attributes, children and text. */
export interface XmlElement {
  name: string;
  local: string;
  uri: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

/**
 * Parses XML strictly (any well-formedness error throws), with namespaces resolved, into a tree of
 * elements with their text; expects exactly one root element and returns it. For the feeds and sitemaps.
 */
export function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const root: XmlElement = { name: '#document', local: '#document', uri: '', attributes: {}, children: [], text: '' };
  const stack = [root];
  parser.on('opentag', (tag: SaxesTagNS | SaxesTagPlain) => {
    const ns = tag as SaxesTagNS;
    const attributes = Object.fromEntries(
      Object.entries(tag.attributes).map(([name, value]) => [name, typeof value === 'string' ? value : value.value]),
    );
    const element: XmlElement = { name: tag.name, local: ns.local ?? tag.name, uri: ns.uri ?? '', attributes, children: [], text: '' };
    stack[stack.length - 1].children.push(element);
    stack.push(element);
  });
  parser.on('text', (text) => {
    stack[stack.length - 1].text += text;
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  parser.on('error', (error) => {
    throw error;
  });
  parser.write(xml).close();
  expect(root.children).toHaveLength(1);
  return root.children[0];
}
