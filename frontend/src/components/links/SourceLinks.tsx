export type SourceLink = { readonly label: string; readonly url: string };

export type SourceLinksProps = {
  sources: readonly SourceLink[];
  /** Between two links: ', ' in a sentence, '; ' between citations. */
  separator?: string;
};

/** Links to the sources of a fact, each opening in a new tab (said to screen readers), in a row. */
export function SourceLinks({ sources, separator = ', ' }: SourceLinksProps) {
  return sources.map((source, index) => (
    <span key={source.url}>
      {index > 0 && separator}
      <a href={source.url} target="_blank" rel="noopener noreferrer">
        {source.label}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </span>
  ));
}
