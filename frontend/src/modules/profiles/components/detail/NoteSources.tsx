import type { StateNote } from '../../types/profile';

type NoteSourcesProps = {
  note: StateNote;
  className?: string;
};

/** "Source: …" links of a state note (listing rule, mail processor), each opening in a new tab. */
export function NoteSources({ note, className }: NoteSourcesProps) {
  if (note.sources.length === 0) return null;
  return (
    <span className={className}>
      Source:{' '}
      {note.sources.map((source, index) => (
        <span key={source.url}>
          {index > 0 && ', '}
          <a href={source.url} target="_blank" rel="noopener noreferrer">
            {source.label}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </span>
      ))}
    </span>
  );
}
