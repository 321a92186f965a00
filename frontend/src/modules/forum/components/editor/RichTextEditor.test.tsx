import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { setupUser } from '../../../../test/user';
import { RichTextEditor } from './RichTextEditor';

// jsdom lays nothing out: ProseMirror measures the selection to scroll it into view.
beforeAll(() => {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = noRects;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});

function Harness({ initial = '' }: { initial?: string }) {
  const [html, setHtml] = useState(initial);
  return (
    <>
      <RichTextEditor label="Message" value={html} onChange={setHtml} />
      <output data-testid="html">{html}</output>
      <button type="button" onClick={() => setHtml('')}>
        Empty it
      </button>
    </>
  );
}

describe('RichTextEditor', () => {
  it('offers a labelled toolbar whose format buttons show when they are on', async () => {
    render(<Harness initial="<p><strong>Hello</strong></p>" />);

    const toolbar = screen.getByRole('toolbar', { name: 'Message: formatting' });
    expect(toolbar).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('contenteditable', 'true');
    for (const name of ['Bold', 'Italic', 'Underline', 'Strikethrough', 'Bullet list', 'Numbered list', 'Quote', 'Code', 'Add link', 'Undo', 'Redo']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    // The cursor starts at the beginning of the bold text.
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Italic' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('turns a list on from the toolbar and reports the HTML', async () => {
    const user = setupUser();
    render(<Harness initial="<p>First point</p>" />);

    await user.click(screen.getByRole('button', { name: 'Bullet list' }));

    expect(screen.getByTestId('html')).toHaveTextContent('<ul><li><p>First point</p></li></ul>');
    expect(screen.getByRole('button', { name: 'Bullet list' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('moves along the toolbar with the arrow keys, one Tab stop', async () => {
    const user = setupUser();
    render(<Harness />);
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(bold).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: 'Italic' })).toHaveAttribute('tabindex', '-1');

    act(() => bold.focus());
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Italic' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Redo' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(bold).toHaveFocus();
  });

  it('adds a link from the toolbar, as an https address unless it is an e-mail address', async () => {
    const user = setupUser();
    render(<Harness initial="<p>See </p>" />);

    await user.click(screen.getByRole('button', { name: 'Add link' }));
    const address = screen.getByRole('textbox', { name: 'Link address' });
    await user.type(address, 'javascript:alert(1){Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a web address');
    expect(screen.getByTestId('html')).not.toHaveTextContent('javascript');

    await user.clear(address);
    await user.type(address, 'example.org{Enter}');

    expect(screen.queryByRole('textbox', { name: 'Link address' })).not.toBeInTheDocument();
    expect(screen.getByTestId('html')).toHaveTextContent(
      '<a rel="nofollow ugc noopener noreferrer" href="https://example.org">example.org</a>',
    );
  });

  it('empties when the form sets its value to nothing', async () => {
    const user = setupUser();
    render(<Harness initial="<p>Posted already</p>" />);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveTextContent('Posted already');

    await user.click(screen.getByRole('button', { name: 'Empty it' }));

    expect(screen.getByRole('textbox', { name: 'Message' })).not.toHaveTextContent('Posted already');
  });
});
