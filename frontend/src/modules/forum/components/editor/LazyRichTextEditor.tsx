import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './RichTextEditor';

/** TipTap and its toolbar: a chunk of their own, fetched when a writing form first shows. */
const RichTextEditor = lazy(async () => ({ default: (await import('./RichTextEditor')).RichTextEditor }));

/**
 * The rich-text editor, downloaded only when it is shown (a signed-in writer on the New Thread
 * page or below a thread), so pages that are only read stay light. Until it arrives, an empty
 * box of the same size says it is loading.
 */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <div className="rich-text-editor-loading" style={{ minHeight: (props.minHeight ?? 160) + 50 }} role="status">
          Loading the editor…
        </div>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
