import { SourceLinks } from '../../../../components/links/SourceLinks';
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
      <SourceLinks sources={note.sources} />
    </span>
  );
}
