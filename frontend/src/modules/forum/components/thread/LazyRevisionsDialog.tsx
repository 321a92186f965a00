import { lazy, Suspense } from 'react';
import type { ForumContentType } from '../../types/forum';

/** The admins' "earlier versions" dialog (written with the admin pages): fetched when an admin opens it. */
const RevisionsDialog = lazy(async () => ({
  default: (await import('../../../forumAdmin/components/RevisionsDialog')).RevisionsDialog,
}));

/** A post whose earlier versions are shown. */
export type RevisionsTarget = { contentType: ForumContentType; contentId: string };

export type LazyRevisionsDialogProps = {
  /** The dialog is open while there is one. */
  target: RevisionsTarget | null;
  onClose: () => void;
};

/** The versions an author's edits replaced, mounted (and downloaded) only while an admin looks at them. */
export function LazyRevisionsDialog({ target, onClose }: LazyRevisionsDialogProps) {
  if (!target) return null;
  return (
    <Suspense fallback={null}>
      <RevisionsDialog open contentType={target.contentType} contentId={target.contentId} onClose={onClose} />
    </Suspense>
  );
}
