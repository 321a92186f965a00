/** Reading what a page put in `document.head`: meta tags and its JSON-LD. */

/** The `content` of the first head element matching `selector` (a `meta` tag). */
export function metaContent(selector: string): string | null | undefined {
  return document.head.querySelector(selector)?.getAttribute('content');
}

/** Every JSON-LD object in the head, each script parsed (a script may hold an array of them). */
export function jsonLdObjects(): Record<string, unknown>[] {
  return Array.from(document.head.querySelectorAll('script[type="application/ld+json"]')).flatMap(
    (script) => [JSON.parse(script.textContent ?? 'null')].flat() as Record<string, unknown>[],
  );
}

/** The head's JSON-LD object of schema.org type `type`, if there is one. */
export function jsonLd(type: string): Record<string, unknown> | undefined {
  return jsonLdObjects().find((data) => data['@type'] === type);
}

/** The schema.org types of the head's JSON-LD objects, in order. */
export function jsonLdTypes(): unknown[] {
  return jsonLdObjects().map((data) => data['@type']);
}
