import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { EditIcon } from '../icons/icons';
import { ButtonLink } from './ButtonLink';

function renderAt(ui: ReactNode) {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={ui} />
        <Route path="/browse" element={<h1>Browse page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ButtonLink', () => {
  it('renders a link with the classes of its button look, then the className it is given', () => {
    renderAt(
      <ButtonLink to="/browse?gender=Male" type="primary" size="large" block className="hero-cta">
        Browse Men
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Browse Men' });
    expect(link).toHaveAttribute('href', '/browse?gender=Male');
    expect(link).toHaveClass('button', 'button--primary', 'button--large', 'button--block', 'hero-cta');
  });

  it('looks like a default, middle-sized button when no variant is given', () => {
    renderAt(<ButtonLink to="/browse">View All</ButtonLink>);
    const link = screen.getByRole('link', { name: 'View All' });
    expect(link).toHaveClass('button', 'button--default');
    expect(link).not.toHaveClass('button--primary');
    expect(link).not.toHaveClass('button--large');
    expect(link).not.toHaveClass('button--small');
  });

  it('marks the danger and ghost variants and the small size', () => {
    renderAt(
      <>
        <ButtonLink to="/browse" type="primary" danger>
          Edit and resubmit
        </ButtonLink>
        <ButtonLink to="/browse" type="primary" size="small" ghost>
          Upload video
        </ButtonLink>
        <ButtonLink to="/browse" type="link">
          Back to Dashboard
        </ButtonLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Edit and resubmit' })).toHaveClass('button--primary', 'button--danger');
    expect(screen.getByRole('link', { name: 'Upload video' })).toHaveClass('button--small', 'button--ghost');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveClass('button--link');
  });

  it('keeps the accessible name it is given and shows its icon before the label', () => {
    renderAt(
      <ButtonLink to="/browse" icon={<EditIcon />} aria-label="Edit Jane Doe">
        Edit
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Edit Jane Doe' });
    expect(link.firstElementChild).toHaveClass('button__icon');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(link).toHaveTextContent('Edit');
  });

  it('navigates inside the app when clicked', async () => {
    renderAt(<ButtonLink to="/browse">View All</ButtonLink>);
    await userEvent.setup().click(screen.getByRole('link', { name: 'View All' }));
    expect(screen.getByRole('heading', { name: 'Browse page' })).toBeInTheDocument();
  });
});
