import { Alert, Button, Progress } from 'antd';
import { RobotOutlined, StopOutlined } from '@ant-design/icons';
import { SafeHtml } from '../../../components/html/SafeHtml';
import type { DraftRun } from '../hooks/useDrafting';
import { EXPECTED_DRAFT_WORDS } from '../messages';
import type { BlogDraftingStatus } from '../types/blogAdmin';

export type DraftingPanelProps = {
  /** Null while it loads (or when it could not be loaded: the server then says what is wrong). */
  status: BlogDraftingStatus | null;
  /** The draft being written, or null. */
  run: DraftRun | null;
  /** Words and read time of the draft last filled in, shown until the dialog closes. */
  lastDraft: { words: number; readTime: number } | null;
  onGenerate: () => void;
  onCancel: () => void;
};

function draftsLeft(count: number): string {
  return `${count} draft${count === 1 ? '' : 's'} left this hour`;
}

/**
 * "Generate with AI": a draft from the title, keywords and category, streamed into a read-only box
 * with its progress (words so far against a usual ~1000, seconds) and a Cancel button. Off, with
 * the server's note on how to turn it on, when drafting is not set up.
 */
export function DraftingPanel({ status, run, lastDraft, onGenerate, onCancel }: DraftingPanelProps) {
  const isOff = status !== null && !status.available;
  const isUsedUp = status !== null && status.available && status.remaining_this_hour <= 0;
  const percent = run ? Math.min(99, Math.round((run.words / EXPECTED_DRAFT_WORDS) * 100)) : 0;

  return (
    <section className="blog-drafting" aria-label="AI drafting">
      <div className="blog-drafting__bar">
        <Button
          icon={<RobotOutlined aria-hidden="true" />}
          disabled={isOff || isUsedUp || run !== null}
          onClick={onGenerate}
        >
          Generate with AI
        </Button>
        {status?.available && <span className="blog-drafting__left">{draftsLeft(status.remaining_this_hour)}</span>}
      </div>
      {isOff && (
        <Alert
          className="blog-drafting__off"
          type="info"
          showIcon
          title="AI drafting is turned off"
          description={status.detail}
        />
      )}
      {!isOff && !run && (
        <p className="blog-drafting__hint">
          {lastDraft
            ? `Draft filled in: ${lastDraft.words} words, ${lastDraft.readTime} min read. Read it through and edit it before you save.`
            : 'Fill in the title, keywords and category, and a draft of the post is written for you to edit.'}
        </p>
      )}
      {run && (
        <div className="blog-drafting__run">
          <Progress percent={percent} status="active" showInfo={false} aria-label="Draft progress" />
          <div className="blog-drafting__status">
            <p role="status" className="blog-drafting__count">
              {run.words} words so far · {Math.floor(run.elapsedMs / 1000)} s
            </p>
            <p className="blog-drafting__hint">This takes 30–60 seconds.</p>
            <Button
              size="small"
              icon={<StopOutlined aria-hidden="true" />}
              aria-label="Cancel the AI draft"
              onClick={onCancel}
            >
              Cancel
            </Button>
          </div>
          {/* Focusable so a keyboard can scroll it. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div className="blog-drafting__preview" aria-label="The draft so far" role="region" tabIndex={0}>
            {run.html ? (
              <SafeHtml html={run.html} />
            ) : (
              <p className="blog-drafting__waiting">Waiting for the first words…</p>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
