import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import { AccordionItem } from './Accordion';
import { Button } from './Button';
import { ConfirmButton } from './ConfirmButton';
import { Dialog } from './Dialog';
import { Icon } from './Icon';
import { Notice } from './Notice';
import { Result } from './Result';
import { Tag } from './Tag';
import { TextArea, TextField } from './TextField';

describe('the plain-component kit', () => {
  it('Button: a plain button unless it submits; while loading it is busy and ignores clicks', async () => {
    const onClick = jest.fn();
    const { rerender } = render(
      <Button type="primary" onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('button', 'button--primary');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);

    rerender(
      <Button type="primary" htmlType="submit" loading onClick={onClick}>
        Save
      </Button>,
    );
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('Icon: an Ant Design icon as hidden inline SVG', () => {
    const { container } = render(<Icon def={LockOutlined} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg?.querySelector('path')?.getAttribute('d')).toMatch(/^M832 464/);
  });

  it('Notice: an error is announced, a warning is read where it stands; the action sits beside', () => {
    render(
      <>
        <Notice type="error" title="Could not send" />
        <Notice type="warning" title="Letters take a week" description="Mailrooms take longer." data-notice="slow" action={<Button>Try again</Button>} />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not send');
    const warning = screen.getByText('Letters take a week').closest('.notice');
    expect(warning).not.toHaveAttribute('role');
    expect(warning).toHaveAttribute('data-notice', 'slow');
    expect(warning).toHaveTextContent('Mailrooms take longer.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('Tag and Result show their words', () => {
    render(
      <>
        <Tag className="info-tag">Verified</Tag>
        <Result status="404" title={<h1>Page not found</h1>} subTitle="It has moved." extra={<a href="/">Home</a>} />
      </>,
    );
    expect(screen.getByText('Verified')).toHaveClass('tag', 'info-tag');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
  });

  it('TextField and TextArea count characters against their limit when asked', async () => {
    function Fields() {
      const [text, setText] = useState('');
      return (
        <>
          <label htmlFor="note">Note</label>
          <TextArea id="note" value={text} maxLength={20} showCount onChange={(event) => setText(event.target.value)} />
          <TextField aria-label="Name" />
        </>
      );
    }
    render(<Fields />);
    await userEvent.type(screen.getByLabelText('Note'), 'Hello');
    expect(screen.getByText('5 / 20')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('type', 'text');
  });

  it('Dialog: titled, focus goes to its first field, Escape and the close button ask the caller to close', async () => {
    const onCancel = jest.fn();
    const onOk = jest.fn();
    const { rerender } = render(
      <Dialog open title="My letter came back" okText="Send report" onOk={onOk} onCancel={onCancel}>
        <label htmlFor="why">Why</label>
        <TextArea id="why" />
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'My letter came back' });
    expect(dialog).toBeVisible();
    expect(screen.getByLabelText('Why')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(onOk).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(2);

    rerender(
      <Dialog open={false} title="My letter came back" onCancel={onCancel}>
        <p>Gone</p>
      </Dialog>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Gone')).not.toBeInTheDocument();
  });

  it('ConfirmButton: asks first; Cancel and Escape do nothing, the action confirms', async () => {
    const onConfirm = jest.fn();
    render(
      <ConfirmButton title="Delete this reply?" okText="Delete" okDanger danger onConfirm={onConfirm}>
        Delete
      </ConfirmButton>,
    );
    const trigger = screen.getByRole('button', { name: 'Delete' });
    await userEvent.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Delete this reply?' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();

    await userEvent.click(trigger);
    const dialog = screen.getByRole('dialog');
    await userEvent.click(dialog.querySelector('.button--primary') as HTMLElement);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('AccordionItem: a button in a heading that shows and hides its panel', async () => {
    function One() {
      const [open, setOpen] = useState(false);
      return (
        <AccordionItem id="envelope" title="What goes on the envelope?" open={open} onToggle={() => setOpen(!open)}>
          <p>The full name and number.</p>
        </AccordionItem>
      );
    }
    render(<One />);
    const button = screen.getByRole('button', { name: 'What goes on the envelope?' });
    expect(button.closest('h3')).not.toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('The full name and number.')).not.toBeVisible();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'What goes on the envelope?' })).toBeVisible();
  });
});
