import { render, screen, within } from '@testing-library/react';
import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { MemoryRouter } from 'react-router-dom';
import { setupUser, fillIn } from '../../../test/user';
import type { RecheckItem, RecheckList } from '../types/admin';
import { RecheckQueue } from './RecheckQueue';

jest.setTimeout(30_000);

function item(overrides: Partial<RecheckItem> = {}): RecheckItem {
  return {
    id: 'p-1',
    name: 'Jordan Avery',
    inmate_id: 'TX-12345',
    prison_name: 'Huntsville Unit',
    state: 'TX',
    doc_locator_url: 'https://inmate.tdcj.texas.gov/InmateSearch/start.action',
    thumbnail_url: '/api/media/a-card.webp',
    due_since: '2026-08-01T00:00:00.000Z',
    reasons: ['check_expired', 'mail_returned'],
    last_check: {
      id: 'c-1',
      outcome: 'in_custody',
      facility: 'Huntsville Unit',
      note: null,
      checked_at: '2026-05-03T10:00:00.000Z',
      checked_by_email: 'admin@example.com',
    },
    returned_mail_count: 2,
    ...overrides,
  };
}

function renderQueue(profiles: RecheckItem[], onCheck = jest.fn().mockResolvedValue(true)) {
  const list: RecheckList = { profiles, total: profiles.length, page: 1, totalPages: 1 };
  render(
    <StyleProvider mock="server" cache={createCache()}>
      <MemoryRouter>
        <RecheckQueue list={list} page={1} isLoading={false} onPageChange={jest.fn()} onCheck={onCheck} isChecking={() => false} />
      </MemoryRouter>
    </StyleProvider>,
  );
  return onCheck;
}

const card = (name: string) => within(screen.getByRole('listitem', { name }));
const button = (scope: ReturnType<typeof within>, text: string) =>
  scope.getByText(text, { selector: 'button > span' }).closest('button') as HTMLButtonElement;

describe('RecheckQueue', () => {
  it('shows who, where, why, the last check and the locator of each profile, oldest first as given', () => {
    renderQueue([item(), item({ id: 'p-2', name: 'Riley Stone', reasons: ['never_checked'], last_check: null, returned_mail_count: 0 })]);
    const names = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(names).toEqual(['Jordan Avery', 'Riley Stone']);

    const jordan = card('Jordan Avery');
    expect(jordan.getByRole('link', { name: 'Jordan Avery' })).toHaveAttribute('href', '/admin/edit/p-1');
    expect(jordan.getByText('ID TX-12345 · Huntsville Unit · TX')).toBeInTheDocument();
    expect(jordan.getByText('Check expired')).toBeInTheDocument();
    expect(jordan.getByText('Mail returned')).toBeInTheDocument();
    expect(jordan.getByText('2 returned')).toBeInTheDocument();
    expect(jordan.getByText(/Last check May 3, 2026: In custody \(Huntsville Unit\)/)).toBeInTheDocument();
    const locator = jordan.getByRole('link', { name: /Open locator/ });
    expect(locator).toHaveAttribute('href', 'https://inmate.tdcj.texas.gov/InmateSearch/start.action');
    expect(locator).toHaveAttribute('target', '_blank');

    const riley = card('Riley Stone');
    expect(riley.getByText('Never checked')).toBeInTheDocument();
    expect(riley.getByText(/No check yet · due since Aug 1, 2026/)).toBeInTheDocument();
  });

  it('records "Still in custody" in one action, with the optional note', async () => {
    const onCheck = renderQueue([item()]);
    const user = setupUser();
    const jordan = card('Jordan Avery');
    await fillIn(user, jordan.getByLabelText('Note on the check of Jordan Avery'), 'Seen today');
    await user.click(button(jordan, 'Still in custody'));
    expect(onCheck).toHaveBeenCalledWith('p-1', { outcome: 'in_custody', facility: undefined, note: 'Seen today' });
  });

  it('asks for the facility shown before recording a transfer', async () => {
    const onCheck = renderQueue([item()]);
    const user = setupUser();
    await user.click(button(card('Jordan Avery'), 'Transferred'));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByText('Record transfer', { selector: 'button > span' }));
    expect(await dialog.findByText('Enter the facility the locator shows')).toBeInTheDocument();
    expect(onCheck).not.toHaveBeenCalled();

    await fillIn(user, dialog.getByLabelText('Facility shown by the locator'), 'Ellis Unit');
    await user.click(dialog.getByText('Record transfer', { selector: 'button > span' }));
    expect(onCheck).toHaveBeenCalledWith('p-1', { outcome: 'transferred', facility: 'Ellis Unit', note: '' });
  });

  it.each([
    ['Released', 'released', 'Mark released'],
    ['Not found', 'not_found', 'Mark not found'],
  ])('confirms "%s" first: the profile leaves the site', async (label, outcome, confirm) => {
    const onCheck = renderQueue([item()]);
    const user = setupUser();
    await user.click(button(card('Jordan Avery'), label));
    expect(onCheck).not.toHaveBeenCalled();
    expect(await screen.findByText(`${label}: take Jordan Avery's profile off the site?`)).toBeInTheDocument();
    await user.click(await screen.findByText(confirm, { selector: '.ant-popover button > span' }));
    expect(onCheck).toHaveBeenCalledWith('p-1', { outcome, facility: undefined, note: '' });
  });

  it('says when nothing is due', () => {
    renderQueue([]);
    expect(screen.getByText('No profiles are due for a re-check.')).toBeInTheDocument();
  });
});
