/**
 * Renumbers the headings of sanitized HTML so that they fit the page they are shown on: the first one takes
 * `topLevel` (one below the page heading the content sits under) and each next one at most one level deeper than
 * the one before, so no level is skipped (a skipped level is an HTML error, and screen-reader users navigate
 * by levels). A post whose writer chose h3 then h4 shows h2 then h3 under the thread's h1; content that
 * already fits is returned unchanged. A renumbered heading keeps its written level's look through
 * `safe-html__h<written level>` (safeHtml.css). Works on the server's sanitized output only: its headings carry
 * no attributes, and a `<` in text is always escaped.
 */
export function fitHeadings(html: string, topLevel: number): string {
  // The written level and the level shown of the headings above the current one, outermost first.
  const open: { written: number; shown: number }[] = [];
  let shownNow = 0;
  return html.replace(/<(\/?)h([1-6])>/g, (_tag, closing: string, digit: string) => {
    if (closing) return `</h${shownNow || digit}>`;
    const written = Number(digit);
    while (open.length > 0 && open[open.length - 1].written > written) open.pop();
    const parent = open[open.length - 1];
    if (parent?.written === written) {
      shownNow = parent.shown;
    } else {
      shownNow = Math.min(parent ? parent.shown + 1 : topLevel, 6);
      open.push({ written, shown: shownNow });
    }
    return shownNow === written ? `<h${written}>` : `<h${shownNow} class="safe-html__h${written}">`;
  });
}
