import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { makeCard } from '../../../test/profileFixtures';
import { ProfileCard } from './ProfileCard';
import { VerifiedBadge } from './VerifiedBadge';
import { renderWithProviders } from '../../../test/renderRoute';

describe('VerifiedBadge', () => {
  it('says "Verified in custody on <date>", the date as the site writes dates (UTC)', () => {
    render(<VerifiedBadge verifiedAt="2026-11-27T23:30:00.000Z" size="page" />);
    expect(screen.getByTestId('verified-badge')).toHaveTextContent('Verified in custody on November 27, 2026');
  });

  it.each([null, undefined, 'not a date'])('says nothing for %p (no admin recorded a check)', (value) => {
    const { container } = render(<VerifiedBadge verifiedAt={value} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is on the profile card when the profile was verified, and absent when never checked', () => {
    const { unmount } = renderWithProviders(
      <MemoryRouter>
        <ProfileCard profile={makeCard({ verified_at: '2026-10-02T09:00:00.000Z' })} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Verified in custody on October 2, 2026')).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <MemoryRouter>
        <ProfileCard profile={makeCard({ verified_at: null })} />
      </MemoryRouter>,
    );
    expect(screen.queryByText(/Verified in custody/)).not.toBeInTheDocument();
  });
});
