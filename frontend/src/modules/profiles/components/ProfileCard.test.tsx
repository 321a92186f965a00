import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { makeCard } from '../../../test/profileFixtures';
import { renderWithProviders } from '../../../test/renderRoute';
import type { ProfileCardData } from '../types/profile';
import { ProfileCard } from './ProfileCard';

const NOW = Date.parse('2026-11-21T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;

function card(overrides: Record<string, unknown> = {}): ProfileCardData {
  return makeCard(overrides);
}

function renderCard(profile: ProfileCardData) {
  const router = createMemoryRouter(
    [
      { path: '/browse', element: <ProfileCard profile={profile} now={NOW} /> },
      { path: '/profile/:id', element: <p>Profile page</p> },
    ],
    { initialEntries: ['/browse'] },
  );
  const view = renderWithProviders(<RouterProvider router={router} />);
  return { ...view, router };
}

function badges() {
  const list = screen.queryByRole('list', { name: 'Badges' });
  return list ? within(list).getAllByRole('listitem').map((item) => item.textContent) : [];
}

describe('ProfileCard', () => {
  it('shows name, age, gender, state and the bio preview, and links to the profile', () => {
    renderCard(card());
    const link = screen.getByRole('link', { name: 'Jordan Avery' });
    expect(link).toHaveAttribute('href', '/profile/11111111-1111-4111-8111-111111111111');
    expect(screen.getByRole('heading', { name: /^Jordan Avery\s*, 34$/ })).toBeInTheDocument();
    expect(screen.getByText('Male · TX')).toBeInTheDocument();
    expect(screen.getByText(/^I like chess, long letters/)).toBeInTheDocument();
  });

  it('shows the first card photo lazily, with its size and alt text', () => {
    renderCard(card());
    const image = screen.getByRole('img', { name: 'Jordan Avery' });
    expect(image).toHaveAttribute('src', '/api/media/a-card.webp');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '480');
    expect(image).toHaveAttribute('height', '600');
  });

  it('shows NEW for a profile added under 48 hours ago, and not at 48 hours', () => {
    const { unmount } = renderCard(card({ date_added: new Date(NOW - 47 * HOUR).toISOString() }));
    expect(badges()).toEqual(['NEW']);
    unmount();
    renderCard(card({ date_added: new Date(NOW - 48 * HOUR).toISOString() }));
    expect(badges()).toEqual([]);
  });

  it('shows PREMIUM for a premium profile', () => {
    renderCard(card({ is_premium: true }));
    expect(badges()).toEqual(['PREMIUM']);
    expect(screen.getByRole('article')).not.toHaveClass('profile-card--popular');
  });

  it('shows POPULAR (hidden on small screens by CSS) and a pink border for a popular profile', () => {
    renderCard(card({ is_popular: true, is_premium: true, date_added: new Date(NOW - HOUR).toISOString() }));
    expect(badges()).toEqual(['NEW', 'PREMIUM', 'POPULAR']);
    expect(screen.getByText('POPULAR')).toHaveClass('profile-badge--popular');
    expect(screen.getByRole('article')).toHaveClass('profile-card--popular');
  });

  it('wraps through the photos with the arrows and dots without opening the profile', async () => {
    const user = userEvent.setup();
    const { router } = renderCard(
      card({ photo_thumbnails: ['/api/media/1.webp', '/api/media/2.webp', '/api/media/3.webp'] }),
    );
    const photo = () => screen.getByRole('img', { name: 'Jordan Avery' });
    const dot = (n: number) => screen.getByRole('button', { name: `Show photo ${n} of 3 of Jordan Avery` });

    await user.click(screen.getByRole('button', { name: 'Previous photo of Jordan Avery' }));
    expect(photo()).toHaveAttribute('src', '/api/media/3.webp');
    expect(dot(3)).toHaveAttribute('aria-current', 'true');

    await user.click(screen.getByRole('button', { name: 'Next photo of Jordan Avery' }));
    expect(photo()).toHaveAttribute('src', '/api/media/1.webp');

    await user.click(dot(2));
    expect(photo()).toHaveAttribute('src', '/api/media/2.webp');
    expect(dot(2)).toHaveAttribute('aria-current', 'true');

    expect(router.state.location.pathname).toBe('/browse');
    expect(screen.queryByText('Profile page')).not.toBeInTheDocument();
  });

  it('works by keyboard: the arrows are buttons that Enter activates', async () => {
    const user = userEvent.setup();
    const { router } = renderCard(card());
    screen.getByRole('button', { name: 'Next photo of Jordan Avery' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('img', { name: 'Jordan Avery' })).toHaveAttribute(
      'src',
      '/api/media/b-card.webp',
    );
    expect(router.state.location.pathname).toBe('/browse');
  });

  it('puts the video first, muted and not preloaded, with the first photo as its poster', async () => {
    const user = userEvent.setup();
    renderCard(card({ video_url: '/api/media/clip.mp4' }));
    const video = screen.getByLabelText('Video of Jordan Avery');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', '/api/media/clip.mp4');
    expect(video).toHaveAttribute('poster', '/api/media/a-card.webp');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('playsinline');
    expect((video as HTMLVideoElement).muted).toBe(true);
    expect(screen.getByRole('button', { name: 'Show video 1 of 3 of Jordan Avery' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Next photo of Jordan Avery' }));
    expect(screen.getByRole('img', { name: 'Jordan Avery' })).toHaveAttribute(
      'src',
      '/api/media/a-card.webp',
    );
  });

  it('drops a video that fails to load instead of showing a broken player', () => {
    renderCard(card({ video_url: '/api/media/missing.mp4' }));
    fireEvent.error(screen.getByLabelText('Video of Jordan Avery'));
    expect(screen.getByRole('img', { name: 'Jordan Avery' })).toHaveAttribute(
      'src',
      '/api/media/a-card.webp',
    );
    expect(screen.queryByLabelText('Video of Jordan Avery')).not.toBeInTheDocument();
  });

  it('has no arrows or dots for a single photo, and a placeholder without photos', () => {
    const { unmount } = renderCard(
      card({ photo_thumbnails: ['/api/media/only.webp'], photos: ['/api/media/only-full.webp'] }),
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();
    renderCard(card({ photo_thumbnails: [], photos: [], thumbnail_url: null, photo_base64: null }));
    expect(screen.getByRole('img', { name: 'No photo of Jordan Avery' })).toBeInTheDocument();
  });
});
