import { useEffect, useRef } from 'react';
import type { RichTextEditorProps } from '../components/editor/RichTextEditor';

/**
 * Stands in for the TipTap editor in page tests (jsdom cannot type into a contenteditable):
 * a textarea whose text is the HTML the form receives. Page tests replace the editor module:
 * `jest.mock('…/editor/RichTextEditor', () => jest.requireActual('…/test/textareaEditor'))`.
 * The real editor's HTML is tested in editor/*.test.ts(x).
 */
export function RichTextEditor({ label, value, onChange, invalid, describedBy, placeholder, focusRequest = 0 }: RichTextEditorProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (focusRequest) ref.current?.focus();
  }, [focusRequest]);
  return (
    <textarea
      ref={ref}
      aria-label={label}
      placeholder={placeholder}
      value={value}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
