import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { storeSession } from '../test/renderRoute';
import { SiteHeader } from './SiteHeader';

function renderHeader() {
  return render(
    <MemoryRouter>
      <SiteHeader />
    </MemoryRouter>,
  );
}

function mainNav() {
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

describe('SiteHeader', () => {
  it('links the logo to the home page', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: /home$/i })).toHaveAttribute('href', '/');
  });

  it('shows Browse, Find a Pen Pal, Submit, Login and Sign Up to a logged-out visitor', () => {
    renderHeader();
    const nav = mainNav();
    expect(nav.getByRole('link', { name: 'Browse Profiles' })).toHaveAttribute('href', '/browse');
    expect(nav.getByRole('link', { name: 'Find a Pen Pal' })).toHaveAttribute(
      'href',
      '/find-inmate-pen-pal',
    );
    expect(nav.getByRole('link', { name: 'Submit Profile' })).toHaveAttribute('href', '/submit');
    expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(nav.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    expect(nav.queryByRole('link', { name: 'My Account' })).not.toBeInTheDocument();
    expect(nav.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('shows My Account and Logout instead of Login and Sign Up to a signed-in user', () => {
    storeSession({ id: 'u1', email: 'writer@example.com', is_admin: false });
    renderHeader();
    const nav = mainNav();
    expect(nav.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/dashboard');
    expect(nav.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('shows the Admin link only when the stored user is an admin', () => {
    storeSession({ id: 'a1', email: 'admin@example.com', is_admin: true });
    renderHeader();
    expect(mainNav().getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('shows the account photo next to My Account when the user has one', () => {
    storeSession({ id: 'u1', is_admin: false, profile_photo_url: '/api/media/me.webp' });
    const { container } = renderHeader();
    const link = mainNav().getByRole('link', { name: 'My Account' });
    expect(link.querySelector('img')).toHaveAttribute('src', '/api/media/me.webp');
    expect(container.querySelectorAll('.site-header__nav img')).toHaveLength(1);
  });

  it('treats unreadable stored user data as logged out', () => {
    storeSession('{not json');
    renderHeader();
    const nav = mainNav();
    expect(nav.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'My Account' })).not.toBeInTheDocument();
  });

  it('treats stored user data without a token as logged out', () => {
    window.localStorage.setItem('user_data', JSON.stringify({ is_admin: true }));
    renderHeader();
    expect(mainNav().getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(mainNav().queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('opens a slide-out menu with the same items from the menu button', async () => {
    const user = userEvent.setup();
    storeSession({ id: 'a1', is_admin: true });
    renderHeader();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));

    const drawer = within(await screen.findByRole('navigation', { name: 'Mobile' }));
    const drawerLabels = drawer
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    const barLabels = mainNav()
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(drawerLabels).toEqual(barLabels);
    expect(drawerLabels).toEqual([
      'Browse Profiles',
      'Find a Pen Pal',
      'Submit Profile',
      'My Account',
      'Admin',
      'Logout',
    ]);
  });
});
