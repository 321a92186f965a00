import { lazy, Suspense } from 'react';
import type { ReturnedMailDialogProps } from './ReturnedMailDialog';

/** antd's Modal and TextArea: fetched when a signed-in visitor first presses "My letter came back". */
const ReturnedMailDialog = lazy(async () => ({ default: (await import('./ReturnedMailDialog')).ReturnedMailDialog }));

/** The returned-mail dialog, mounted (and downloaded) only while it is open. */
export function LazyReturnedMailDialog(props: ReturnedMailDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ReturnedMailDialog {...props} />
    </Suspense>
  );
}
