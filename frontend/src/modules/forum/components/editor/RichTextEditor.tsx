import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import BoldOutlined from '@ant-design/icons-svg/es/asn/BoldOutlined';
import CodeOutlined from '@ant-design/icons-svg/es/asn/CodeOutlined';
import ItalicOutlined from '@ant-design/icons-svg/es/asn/ItalicOutlined';
import LinkOutlined from '@ant-design/icons-svg/es/asn/LinkOutlined';
import OrderedListOutlined from '@ant-design/icons-svg/es/asn/OrderedListOutlined';
import RedoOutlined from '@ant-design/icons-svg/es/asn/RedoOutlined';
import StrikethroughOutlined from '@ant-design/icons-svg/es/asn/StrikethroughOutlined';
import UnderlineOutlined from '@ant-design/icons-svg/es/asn/UnderlineOutlined';
import UndoOutlined from '@ant-design/icons-svg/es/asn/UndoOutlined';
import UnorderedListOutlined from '@ant-design/icons-svg/es/asn/UnorderedListOutlined';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { QuoteIcon } from '../../../../components/icons/icons';
import { Button } from '../../../../components/kit/Button';
import { Icon } from '../../../../components/kit/Icon';
import { TextField } from '../../../../components/kit/TextField';
import { cleanEditorHtml, forumEditorExtensions, isAllowedLinkHref } from './forumEditorExtensions';
import '../../../../components/html/safeHtml.css';
import './richTextEditor.css';

export type RichTextEditorProps = {
  /** The post's HTML. The editor starts from it, and empties when it is set to ''. */
  value: string;
  /** Called with the HTML after each change ('' when the editor holds nothing). */
  onChange: (html: string) => void;
  /** The accessible name of the writing area (the text of the field's visible label). */
  label: string;
  placeholder?: string;
  /** Marks the writing area invalid (the form shows why, in `describedBy`). */
  invalid?: boolean;
  /** Id of the element that describes the field (its hint or error). */
  describedBy?: string;
  disabled?: boolean;
  /** Smallest height of the writing area, in pixels. */
  minHeight?: number;
  /**
   * Each new number brings the writing area into view and puts the cursor at its end (after a
   * Quote has filled it). 0 or absent: nothing.
   */
  focusRequest?: number;
};

type Mark = 'bold' | 'italic' | 'underline' | 'strike' | 'code';
type Block = 'bulletList' | 'orderedList' | 'blockquote';

type ToolbarState = Record<Mark | Block | 'link', boolean> & { canUndo: boolean; canRedo: boolean };

function readToolbarState(editor: Editor): ToolbarState {
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    underline: editor.isActive('underline'),
    strike: editor.isActive('strike'),
    code: editor.isActive('code'),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    blockquote: editor.isActive('blockquote'),
    link: editor.isActive('link'),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

/** What a writer types as a link, as an address a post may hold ('' when they cleared it). */
function normalizeLink(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return '';
  if (/^[^\s@/:]+@[^\s@/]+\.[^\s@/]+$/.test(trimmed)) return `mailto:${trimmed}`;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return trimmed;
  return `https://${trimmed}`;
}

type ToolButton = {
  key: string;
  label: string;
  icon: ReactNode;
  /** Pressed state, for the formats that can be on or off. */
  pressed?: boolean;
  disabled?: boolean;
  onPress: () => void;
  /** Starts a new group of buttons (a small gap before it). */
  groupStart?: boolean;
};

/**
 * The forum's rich-text editor (TipTap): a small toolbar (bold, italic, underline, strike,
 * bullet and numbered lists, quote, code, link, undo, redo) over a writing area whose HTML
 * holds only the tags a post may hold. Keyboard: the toolbar is one Tab stop, its buttons
 * are reached with the arrow keys, Home and End; the usual shortcuts (Ctrl+B, Ctrl+I…)
 * work in the writing area.
 *
 * Loaded on its own (see LazyRichTextEditor), so pages that only read never download it.
 */
export function RichTextEditor({
  value,
  onChange,
  label,
  placeholder = '',
  invalid = false,
  describedBy,
  disabled = false,
  minHeight = 160,
  focusRequest = 0,
}: RichTextEditorProps) {
  const id = useId();
  /** The HTML last sent by onChange (or set from `value`), to tell an outside change from our own. */
  const lastHtml = useRef(value);
  const [extensions] = useState(() => forumEditorExtensions(placeholder));
  const editorProps = useMemo(
    () => ({
      attributes: {
        class: 'safe-html rich-text-editor__content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        style: `min-height: ${minHeight}px`,
      },
    }),
    [label, invalid, describedBy, minHeight],
  );

  // The content an editor starts with is the value now: TipTap makes a new editor when the old one was
  // destroyed (the form hidden for a moment by a loading boundary), and the new one must not go back to
  // an older text.
  const editor = useEditor({
    extensions,
    content: value,
    editorProps,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? '' : cleanEditorHtml(current.getHTML());
      lastHtml.current = html;
      onChange(html);
    },
  });

  const state = useEditorState({ editor, selector: ({ editor: current }) => readToolbarState(current) });

  // A new value from outside (the form emptied after posting) replaces the content.
  // Effects skip an editor TipTap has destroyed: the one it makes in its place comes with the next render.
  useEffect(() => {
    if (editor.isDestroyed || value === lastHtml.current) return;
    lastHtml.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (editor.isDestroyed) return;
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  // After the content effect above, so the cursor lands after a quote just put in.
  useEffect(() => {
    if (!focusRequest || editor.isDestroyed) return;
    editor.commands.focus('end');
    editor.view.dom.scrollIntoView?.({ block: 'center' });
  }, [editor, focusRequest]);

  const [linkDraft, setLinkDraft] = useState<string | null>(null);
  const [linkError, setLinkError] = useState<string | null>(null);

  const chain = () => editor.chain().focus();
  const toggleMark = (mark: Mark) => {
    const commands = {
      bold: () => chain().toggleBold().run(),
      italic: () => chain().toggleItalic().run(),
      underline: () => chain().toggleUnderline().run(),
      strike: () => chain().toggleStrike().run(),
      code: () => chain().toggleCode().run(),
    };
    commands[mark]();
  };

  const handleOpenLink = () => {
    const current = editor.getAttributes('link').href as string | undefined;
    setLinkError(null);
    setLinkDraft(current ?? '');
  };

  const closeLink = () => {
    setLinkDraft(null);
    setLinkError(null);
    editor.commands.focus();
  };

  const handleApplyLink = () => {
    const href = normalizeLink(linkDraft ?? '');
    if (!href) {
      chain().extendMarkRange('link').unsetLink().run();
      closeLink();
      return;
    }
    if (!isAllowedLinkHref(href)) {
      setLinkError('Enter a web address (https://…) or an e-mail address.');
      return;
    }
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain()
        .insertContent({ type: 'text', text: (linkDraft ?? '').trim(), marks: [{ type: 'link', attrs: { href } }] })
        .run();
    } else {
      chain().extendMarkRange('link').setLink({ href }).run();
    }
    closeLink();
  };

  const handleRemoveLink = () => {
    chain().extendMarkRange('link').unsetLink().run();
    closeLink();
  };

  const handleLinkKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // The editor sits inside the page's form: Enter applies the link, it does not send the post.
    if (event.key === 'Enter') {
      event.preventDefault();
      handleApplyLink();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      closeLink();
    }
  };

  const buttons: ToolButton[] = [
    { key: 'bold', label: 'Bold', icon: <Icon def={BoldOutlined} />, pressed: state.bold, onPress: () => toggleMark('bold') },
    { key: 'italic', label: 'Italic', icon: <Icon def={ItalicOutlined} />, pressed: state.italic, onPress: () => toggleMark('italic') },
    {
      key: 'underline',
      label: 'Underline',
      icon: <Icon def={UnderlineOutlined} />,
      pressed: state.underline,
      onPress: () => toggleMark('underline'),
    },
    {
      key: 'strike',
      label: 'Strikethrough',
      icon: <Icon def={StrikethroughOutlined} />,
      pressed: state.strike,
      onPress: () => toggleMark('strike'),
    },
    {
      key: 'bulletList',
      label: 'Bullet list',
      icon: <Icon def={UnorderedListOutlined} />,
      pressed: state.bulletList,
      onPress: () => chain().toggleBulletList().run(),
      groupStart: true,
    },
    {
      key: 'orderedList',
      label: 'Numbered list',
      icon: <Icon def={OrderedListOutlined} />,
      pressed: state.orderedList,
      onPress: () => chain().toggleOrderedList().run(),
    },
    {
      key: 'blockquote',
      label: 'Quote',
      icon: <QuoteIcon />,
      pressed: state.blockquote,
      onPress: () => chain().toggleBlockquote().run(),
    },
    { key: 'code', label: 'Code', icon: <Icon def={CodeOutlined} />, pressed: state.code, onPress: () => toggleMark('code') },
    {
      key: 'link',
      label: state.link ? 'Edit link' : 'Add link',
      icon: <Icon def={LinkOutlined} />,
      pressed: state.link,
      onPress: handleOpenLink,
    },
    {
      key: 'undo',
      label: 'Undo',
      icon: <Icon def={UndoOutlined} />,
      disabled: !state.canUndo,
      onPress: () => chain().undo().run(),
      groupStart: true,
    },
    { key: 'redo', label: 'Redo', icon: <Icon def={RedoOutlined} />, disabled: !state.canRedo, onPress: () => chain().redo().run() },
  ];

  return (
    <div
      className={`rich-text-editor${invalid ? ' rich-text-editor--invalid' : ''}${disabled ? ' rich-text-editor--disabled' : ''}`}
    >
      <Toolbar label={`${label}: formatting`} buttons={buttons} disabled={disabled} />
      {linkDraft !== null && (
        <div className="rich-text-editor__link" role="group" aria-label="Link">
          <label htmlFor={`${id}-link`} className="rich-text-editor__link-label">
            Link address
          </label>
          <TextField
            id={`${id}-link`}
            className="rich-text-editor__link-input"
            value={linkDraft}
            placeholder="https://example.org"
            // Opened by the Link button: the address is what the writer types next.
            autoFocus
            aria-invalid={linkError ? true : undefined}
            aria-describedby={linkError ? `${id}-link-error` : undefined}
            onChange={(event) => {
              setLinkDraft(event.target.value);
              setLinkError(null);
            }}
            onKeyDown={handleLinkKeyDown}
          />
          <div className="rich-text-editor__link-actions">
            <Button size="small" type="primary" onClick={handleApplyLink}>
              Apply
            </Button>
            {state.link && (
              <Button size="small" onClick={handleRemoveLink}>
                Remove link
              </Button>
            )}
            <Button size="small" onClick={closeLink}>
              Cancel
            </Button>
          </div>
          {linkError && (
            <p id={`${id}-link-error`} className="rich-text-editor__link-error" role="alert">
              {linkError}
            </p>
          )}
        </div>
      )}
      <EditorContent editor={editor} />
    </div>
  );
}

type ToolbarProps = {
  label: string;
  buttons: ToolButton[];
  disabled: boolean;
};

/** An ARIA toolbar: one Tab stop, arrow keys (and Home, End) move between its buttons. */
function Toolbar({ label, buttons, disabled }: ToolbarProps) {
  const [current, setCurrent] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const moveTo = (index: number) => {
    const next = (index + buttons.length) % buttons.length;
    setCurrent(next);
    refs.current[next]?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, () => void> = {
      ArrowRight: () => moveTo(current + 1),
      ArrowLeft: () => moveTo(current - 1),
      Home: () => moveTo(0),
      End: () => moveTo(buttons.length - 1),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      move();
    }
  };

  return (
    <div className="rich-text-editor__toolbar" role="toolbar" aria-label={label} onKeyDown={handleKeyDown}>
      {buttons.map((button, index) => {
        const isDisabled = disabled || button.disabled === true;
        return (
          <button
            key={button.key}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            className={`rich-text-editor__button${button.groupStart ? ' rich-text-editor__button--group' : ''}`}
            aria-label={button.label}
            title={button.label}
            aria-pressed={button.pressed}
            // Stays focusable when unavailable, so the arrow keys never skip a button.
            aria-disabled={isDisabled || undefined}
            tabIndex={index === current ? 0 : -1}
            onFocus={() => setCurrent(index)}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              if (!isDisabled) button.onPress();
            }}
          >
            {button.icon}
          </button>
        );
      })}
    </div>
  );
}
