import { LoadError } from '../../../components/feedback/LoadError';
import type { ForumThread } from '../types/forum';
import { ForumListSkeleton } from './ForumListSkeleton';
import { ThreadCard } from './ThreadCard';

export type ThreadListProps = {
  threads: ForumThread[];
  isLoading: boolean;
  hasFailed: boolean;
  isRetrying: boolean;
  onRetry: () => unknown;
  /** Shown when there are no threads. */
  emptyText: string;
  previewChars: number;
  headingLevel: 'h2' | 'h3';
  showCategory?: boolean;
  /** True while another page replaces the one shown (it is dimmed). */
  isChangingPage?: boolean;
};

/** A list of thread cards, with its loading, failure and empty states. */
export function ThreadList({
  threads,
  isLoading,
  hasFailed,
  isRetrying,
  onRetry,
  emptyText,
  previewChars,
  headingLevel,
  showCategory,
  isChangingPage = false,
}: ThreadListProps) {
  if (isLoading) return <ForumListSkeleton label="Loading discussions…" />;
  if (hasFailed && threads.length === 0) {
    return <LoadError title="The discussions could not be loaded" onRetry={onRetry} isRetrying={isRetrying} />;
  }
  if (threads.length === 0) return <p className="forum-empty">{emptyText}</p>;
  return (
    <ul className="forum-thread-list" aria-busy={isChangingPage || undefined}>
      {threads.map((thread) => (
        <li key={thread.id}>
          <ThreadCard
            thread={thread}
            previewChars={previewChars}
            headingLevel={headingLevel}
            showCategory={showCategory}
          />
        </li>
      ))}
    </ul>
  );
}
