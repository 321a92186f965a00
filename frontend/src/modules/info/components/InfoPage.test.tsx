import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PRICE_TEXT } from '../../payments/prices';
import { InfoPage } from './InfoPage';
import { LastUpdated } from './LastUpdated';

function renderPage(cta?: boolean) {
  render(
    <MemoryRouter>
      <InfoPage title="A guide" lead="Two plain sentences." cta={cta}>
        <p>Body text.</p>
      </InfoPage>
    </MemoryRouter>,
  );
}

describe('InfoPage', () => {
  it('has one h1, the lead, the content and a call to browse and to list someone', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'A guide' })).toBeInTheDocument();
    expect(screen.getByText('Two plain sentences.')).toBeInTheDocument();
    expect(screen.getByText('Body text.')).toBeInTheDocument();
    const cta = screen.getByRole('region', { name: 'Ready to write a letter?' });
    expect(cta).toHaveTextContent(PRICE_TEXT.listingPerMonth);
    expect(screen.getByRole('link', { name: 'Browse profiles' })).toHaveAttribute('href', '/browse');
    expect(screen.getByRole('link', { name: 'List someone you know' })).toHaveAttribute('href', '/submit');
  });

  it('leaves the call to action out when told (policy pages)', () => {
    renderPage(false);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Browse profiles' })).not.toBeInTheDocument();
  });
});

describe('LastUpdated', () => {
  it('shows the day in words with the same local day as its machine date', () => {
    // Late in the evening, local time: the UTC date may already be the next day.
    render(<LastUpdated now={new Date(2026, 10, 24, 23, 30)} />);
    const time = screen.getByText('November 24, 2026');
    expect(time).toHaveAttribute('datetime', '2026-11-24');
    expect(time.closest('p')).toHaveTextContent('Last updated: November 24, 2026');
  });
});
