import { useState, type FormEvent } from 'react';
import { Alert, Button, Input, Popconfirm, Radio } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { LETTER_NOTE_MAX } from '@shared/rules';
import { letterKindValues, type LetterKind } from '../../../api/schema';
import { LoadError } from '../../../components/feedback/LoadError';
import { formatDate } from '../../profiles/utils/format';
import { useLetterLog } from '../hooks/useLetterLog';
import { LETTER_KIND_LABELS } from '../messages';

/** Today on the writer's calendar (YYYY-MM-DD): the default date, and the latest one allowed. */
function localToday(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

const KIND_OPTIONS = letterKindValues.map((kind) => ({ value: kind, label: LETTER_KIND_LABELS[kind] }));

export type LetterLogProps = {
  penPalId: string;
  name: string;
};

/** A pen pal's private letter log: "Letter sent" / "Reply received" with a date and a note, newest first. */
export function LetterLog({ penPalId, name }: LetterLogProps) {
  const log = useLetterLog(penPalId, true);
  const [kind, setKind] = useState<LetterKind>('sent');
  const [date, setDate] = useState(localToday);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const idPrefix = `letter-${penPalId}`;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await log.add({ kind, date, note });
    if (result.ok) {
      setNote('');
      setError(null);
    } else {
      setError(result.message);
    }
  };

  return (
    <div className="letter-log">
      <form className="letter-log__form" onSubmit={(event) => void handleSubmit(event)} aria-label={`Log a letter with ${name}`}>
        <Radio.Group
          className="letter-log__kind"
          optionType="button"
          options={KIND_OPTIONS}
          value={kind}
          onChange={(event) => setKind(event.target.value as LetterKind)}
          aria-label="Kind"
        />
        <div className="letter-log__fields">
          <div className="letter-log__field">
            <label htmlFor={`${idPrefix}-date`}>Date</label>
            <Input id={`${idPrefix}-date`} type="date" required min="1990-01-01" max={localToday()} value={date} onChange={(event) => setDate(event.target.value)} />
          </div>
          <div className="letter-log__field letter-log__field--note">
            <label htmlFor={`${idPrefix}-note`}>Note (optional)</label>
            <Input.TextArea
              id={`${idPrefix}-note`}
              value={note}
              maxLength={LETTER_NOTE_MAX}
              showCount
              autoSize={{ minRows: 1, maxRows: 4 }}
              placeholder="What you wrote about, what they asked…"
              onChange={(event) => setNote(event.target.value)}
            />
          </div>
        </div>
        {error && <Alert type="error" showIcon title={error} role="alert" />}
        <Button type="primary" htmlType="submit" loading={log.isAdding} disabled={!date}>
          Add to the log
        </Button>
      </form>

      {log.hasFailed ? (
        <LoadError title="The letter log could not be loaded" onRetry={log.reload} />
      ) : log.isLoading ? (
        <p className="letter-log__empty" role="status">
          Loading the letter log…
        </p>
      ) : log.letters.length === 0 ? (
        <p className="letter-log__empty">No letters logged yet.</p>
      ) : (
        <ol className="letter-log__list" aria-label={`Letters with ${name}, newest first`}>
          {log.letters.map((letter) => (
            <li key={letter.id} className={`letter-log__entry letter-log__entry--${letter.kind}`}>
              <div className="letter-log__entry-text">
                <p className="letter-log__entry-head">
                  <strong>{LETTER_KIND_LABELS[letter.kind]}</strong> · <time dateTime={letter.date}>{formatDate(letter.date)}</time>
                </p>
                {letter.note && <p className="letter-log__note">{letter.note}</p>}
              </div>
              <Popconfirm
                title="Delete this entry?"
                okText="Delete"
                okButtonProps={{ danger: true }}
                cancelText="Keep"
                onConfirm={() => log.remove(letter.id)}
              >
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined aria-hidden="true" />}
                  loading={log.isRemoving(letter.id)}
                  aria-label={`Delete the entry "${LETTER_KIND_LABELS[letter.kind]}, ${formatDate(letter.date)}"`}
                />
              </Popconfirm>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
