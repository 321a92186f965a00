import { Notice } from '../../../components/kit/Notice';
import { NoteSources } from '../../profiles/components/detail/NoteSources';
import type { StateNote } from '../../profiles/types/profile';

export type StateNotesProps = {
  stateName: string;
  notes: StateNote[];
};

const PLACEHOLDER_LABELS: Record<string, string> = {
  name: '[Full name]',
  inmate_id: '[ID number]',
  facility: '[Facility name]',
};

function readableFormat(format: string): string {
  return format.replace(/\{(name|inmate_id|facility)\}/g, (_, key: string) => PLACEHOLDER_LABELS[key]);
}

/** Listing restrictions: shown prominently, near the top of the state page. */
export function ListingRestrictionNotes({ stateName, notes }: StateNotesProps) {
  const restrictions = notes.filter((note) => note.kind === 'listing-restriction');
  if (restrictions.length === 0) return null;
  return (
    <div className="state-notes state-notes--warning">
      {restrictions.map((note) => (
        <Notice
          key={note.text}
          type="warning"
          title={`Pen-pal listings can get people in ${stateName} prisons in trouble`}
          description={
            <>
              <p className="state-note__text">{note.text}</p>
              <NoteSources note={note} className="state-note__sources" />
            </>
          }
        />
      ))}
    </div>
  );
}

/** Mail rules: where personal mail must go and in what format. */
export function MailNotes({ stateName, notes }: StateNotesProps) {
  const mailNotes = notes.filter((note) => note.kind !== 'listing-restriction');
  if (mailNotes.length === 0) return null;
  return (
    <section className="state-section" aria-labelledby="state-mail-title">
      <h2 id="state-mail-title" className="state-section__title">
        How mail reaches people in {stateName} prisons
      </h2>
      {mailNotes.map((note) => (
        <Notice
          key={note.text}
          className="state-note"
          type="info"
          title={note.kind === 'digital-mail' ? 'Mail is scanned' : 'Personal mail goes to a central address'}
          description={
            <>
              <p className="state-note__text">{note.text}</p>
              {note.mailing_format && (
                <>
                  <p className="state-note__label">Address your envelope like this:</p>
                  <pre className="state-note__format">{readableFormat(note.mailing_format)}</pre>
                </>
              )}
              <NoteSources note={note} className="state-note__sources" />
            </>
          }
        />
      ))}
    </section>
  );
}
