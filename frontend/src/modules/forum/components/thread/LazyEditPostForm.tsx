import { lazy, Suspense } from 'react';
import type { EditPostFormProps } from './EditPostForm';

/** The edit form (antd's Input, the editor): only an author within the edit window opens it. */
const EditPostForm = lazy(async () => ({ default: (await import('./EditPostForm')).EditPostForm }));

/** An author's edit of their post, downloaded when they first press Edit. */
export function LazyEditPostForm(props: EditPostFormProps) {
  return (
    <Suspense fallback={<p role="status">Loading the editor…</p>}>
      <EditPostForm {...props} />
    </Suspense>
  );
}
