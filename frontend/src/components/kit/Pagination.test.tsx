import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from './Pagination';

function Pages({ total, withLinks, onChange }: { total: number; withLinks?: boolean; onChange?: (page: number) => void }) {
  const [page, setPage] = useState(1);
  return (
    <Pagination
      label="Pages of threads"
      page={page}
      totalPages={total}
      pageHref={withLinks ? (target) => (target > 1 ? `/list?sort=new&page=${target}` : '/list?sort=new') : undefined}
      onChange={(next) => {
        setPage(next);
        onChange?.(next);
      }}
    />
  );
}

const nav = (name = 'Pages of threads') => within(screen.getByRole('navigation', { name }));

describe('Pagination', () => {
  it('shows nothing for a single page', () => {
    render(<Pages total={1} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('without addresses, is buttons: Previous, the numbers and Next, worked from the keyboard', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    render(<Pages total={12} onChange={onChange} />);
    expect(nav().getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(nav().getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(nav().getAllByRole('listitem', { hidden: true }).map((item) => item.textContent)).toEqual(['1', '2', '3', '4', '5', '…', '12']);
    // No jump box without addresses.
    expect(nav().queryByLabelText('Jump to page')).not.toBeInTheDocument();

    await user.tab(); // Page 1 (Previous is disabled)
    await user.tab();
    expect(nav().getByRole('button', { name: 'Page 2' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(nav().getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await user.click(nav().getByRole('button', { name: 'Next' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    await user.click(nav().getByRole('button', { name: 'Page 12' }));
    expect(nav().getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('with addresses, is links followed in place, and a jump box that only takes a page that exists', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    render(<Pages total={9} withLinks onChange={onChange} />);
    expect(nav().getByRole('link', { name: 'Page 9' })).toHaveAttribute('href', '/list?sort=new&page=9');
    expect(nav().getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/list?sort=new&page=2');
    expect(nav().getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(nav().getByRole('link', { name: 'Next' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(nav().getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    // The jump box is a GET form to the first page, keeping the other fields.
    const jump = nav().getByLabelText('Jump to page');
    expect(jump).toHaveAttribute('name', 'page');
    const form = jump.closest('form');
    expect(form).toHaveAttribute('action', '/list');
    expect(form?.querySelector('input[type="hidden"][name="sort"]')).toHaveValue('new');

    await user.type(jump, '10{Enter}');
    expect(nav().getByRole('alert')).toHaveTextContent('Enter a whole number from 1 to 9.');
    expect(jump).toHaveAttribute('aria-invalid', 'true');
    await user.clear(jump);
    await user.type(jump, '7');
    await user.click(nav().getByRole('button', { name: 'Go' }));
    expect(onChange).toHaveBeenLastCalledWith(7);
    expect(nav().getByRole('link', { name: 'Page 7' })).toHaveAttribute('aria-current', 'page');
  });
});
