import type { Fact } from '../facts';

/**
 * "Source: …, checked November 2026" under a fact. Links open in a new tab; a source with no public
 * page is named without a link.
 */
export function SourceNote({ fact, className }: { fact: Pick<Fact, 'sources' | 'checked'>; className?: string }) {
  return (
    <p className={className ? `info-source ${className}` : 'info-source'}>
      {fact.sources.length > 0 ? 'Source: ' : ''}
      {fact.sources.map((source, index) => (
        <span key={source.label}>
          {index > 0 && '; '}
          {source.url ? (
            <a href={source.url} target="_blank" rel="noopener noreferrer">
              {source.label}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : (
            source.label
          )}
        </span>
      ))}
      {fact.sources.length > 0 ? '. ' : ''}Checked {fact.checked}.
    </p>
  );
}
