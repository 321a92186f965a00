import { lazy, Suspense } from 'react';
import type { ReportDialogProps } from './ReportDialog';

/** antd's Modal and TextArea: fetched when a signed-in reader first presses Report. */
const ReportDialog = lazy(async () => ({ default: (await import('./ReportDialog')).ReportDialog }));

/** The report dialog, mounted (and downloaded) only while a post is being reported. */
export function LazyReportDialog(props: ReportDialogProps) {
  if (props.target === null) return null;
  return (
    <Suspense fallback={null}>
      <ReportDialog {...props} />
    </Suspense>
  );
}
