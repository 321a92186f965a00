import { lazy, Suspense } from 'react';
import type { DeletePostButtonProps } from './DeletePostButton';

/** antd's Popconfirm: only authors and admins see a Delete, so only they download it. */
const DeletePostButton = lazy(async () => ({ default: (await import('./DeletePostButton')).DeletePostButton }));

/** Delete behind a confirmation, fetched when first shown (readers who cannot delete never fetch it). */
export function LazyDeletePostButton(props: DeletePostButtonProps) {
  return (
    <Suspense fallback={null}>
      <DeletePostButton {...props} />
    </Suspense>
  );
}
