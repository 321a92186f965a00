import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { makeDetail } from '../../../test/profileFixtures';
import { renderWithProviders } from '../../../test/renderRoute';
import { setupUser } from '../../../test/user';
import type { OwnerProfile } from '../types/dashboard';
import { TrustPrompts, type TrustPromptsProps } from './TrustPrompts';

jest.setTimeout(30_000);

const lastCheck = {
  id: 'c-1',
  outcome: 'transferred' as const,
  facility: 'Ellis Unit',
  note: null,
  checked_at: '2026-11-20T15:00:00.000Z',
  checked_by_email: null,
};

function owner(overrides: Record<string, unknown> = {}): OwnerProfile {
  return {
    ...makeDetail({ id: 'p-1', name: 'Jordan Avery' }),
    notices: [],
    returned_mail_count: 0,
    address_confirmation_due: false,
    last_check: null,
    ...overrides,
  } as unknown as OwnerProfile;
}

function renderPrompts(profile: OwnerProfile, props: Partial<TrustPromptsProps> = {}) {
  const handlers = { onConfirmAddress: jest.fn(), onCancelListing: jest.fn() };
  renderWithProviders(
    <MemoryRouter>
      <TrustPrompts profile={profile} isConfirmingAddress={false} {...handlers} {...props} />
    </MemoryRouter>,
  );
  return handlers;
}

const button = (scope: ReturnType<typeof within>, text: string) =>
  scope.getByText(text, { selector: 'button > span' }).closest('button') as HTMLButtonElement;

describe("the owner's trust prompts", () => {
  it('says nothing for a profile with nothing to confirm and no check yet', () => {
    renderPrompts(owner());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/Last checked/)).not.toBeInTheDocument();
  });

  it('asks to confirm the new facility and address after a transfer: confirm, or edit', async () => {
    const { onConfirmAddress } = renderPrompts(owner({ address_confirmation_due: true, last_check: lastCheck }));
    const prompt = within(screen.getByText('Confirm the new facility and address').closest('.ant-alert') as HTMLElement);
    expect(prompt.getByText('Ellis Unit')).toBeInTheDocument();
    expect(prompt.getByRole('link', { name: 'Edit address' })).toHaveAttribute('href', '/dashboard/edit/p-1');
    await setupUser().click(button(prompt, 'Confirm address'));
    expect(onConfirmAddress).toHaveBeenCalledWith('p-1');
    expect(screen.getByText('Last checked on the state\'s inmate locator on November 20, 2026: Transferred (Ellis Unit).')).toBeInTheDocument();
  });

  it('asks to update the release date or cancel the listing once it has passed', async () => {
    const { onCancelListing } = renderPrompts(
      owner({ notices: [{ kind: 'release_date_passed', message: 'may have been released' }] }),
    );
    const prompt = within(screen.getByText('The latest release date has passed').closest('.ant-alert') as HTMLElement);
    expect(prompt.getByRole('link', { name: 'Update release date' })).toHaveAttribute('href', '/dashboard/edit/p-1');
    await setupUser().click(button(prompt, 'Cancel the listing'));
    expect(onCancelListing).toHaveBeenCalled();
  });

  it('offers no cancel when the listing cannot be cancelled', () => {
    renderPrompts(owner({ notices: [{ kind: 'release_date_passed', message: 'm' }] }), { onCancelListing: undefined });
    expect(screen.queryByText('Cancel the listing')).not.toBeInTheDocument();
  });

  it('shows how many writers said their letter came back, only when some did', () => {
    renderPrompts(owner({ returned_mail_count: 2 }));
    expect(screen.getByTestId('returned-mail-count')).toHaveTextContent('2 writers reported a letter came back since the last check.');
  });
});
