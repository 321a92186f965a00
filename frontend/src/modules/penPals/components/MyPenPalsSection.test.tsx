import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LETTER_NOTE_MAX } from '@shared/rules';
import type { LetterLogEntryDto } from '../../../api/schema';
import { apiError, fakeApi, makeUser, type FakeHandler } from '../../../test/fakeApi';
import { renderWithProviders, storeSession } from '../../../test/renderRoute';
import { fillIn, setupUser } from '../../../test/user';
import { MyPenPalsSection } from './MyPenPalsSection';

jest.setTimeout(30_000);

const LIST = 'GET /user/pen-pals';
const UNLISTED_NOTE = 'This profile is no longer listed, so its address is hidden. Mail sent to an old address may be returned.';

const listed = {
  id: 'pp-1',
  profile_id: 'prof-1',
  name: 'Dana Miles',
  listed: true,
  unlisted_note: null,
  thumbnail_url: '/api/media/dana-card.webp',
  prison_name: 'Mountain View Unit',
  state: 'TX',
  verified_at: '2026-03-05T12:00:00.000Z',
  saved_at: '2026-04-01T10:00:00.000Z',
  letters_sent: 2,
  replies_received: 1,
  last_letter_on: '2026-04-20',
};
const unlisted = {
  ...listed,
  id: 'pp-2',
  profile_id: 'prof-2',
  name: 'Ray Torres',
  listed: false,
  unlisted_note: UNLISTED_NOTE,
  thumbnail_url: null,
  prison_name: null,
  state: null,
  verified_at: null,
  letters_sent: 0,
  replies_received: 0,
  last_letter_on: null,
};

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

function renderSection(handlers: Record<string, FakeHandler>) {
  storeSession(makeUser());
  api = fakeApi(handlers);
  return renderWithProviders(
    <MemoryRouter>
      <MyPenPalsSection />
    </MemoryRouter>,
  );
}

const entry = async (name: string) => within((await screen.findAllByTestId('pen-pal')).find((el) => el.textContent?.includes(name))!);

describe('MyPenPalsSection', () => {
  it('says how to save someone when there is nobody yet', async () => {
    renderSection({ [LIST]: () => ({ status: 200, body: { pen_pals: [] } }) });
    expect(await screen.findByText('No pen pals saved yet')).toBeInTheDocument();
    expect(screen.getByText(/press "Save"/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Browse profiles/ })).toHaveAttribute('href', '/browse');
  });

  it('shows a listed pen pal with photo, facility, state, verified date, counts and links; an unlisted one with only its note', async () => {
    renderSection({ [LIST]: () => ({ status: 200, body: { pen_pals: [listed, unlisted] } }) });
    const dana = await entry('Dana Miles');
    expect(dana.getByRole('link', { name: 'Dana Miles' })).toHaveAttribute('href', '/profile/prof-1');
    expect(dana.getByText('Mountain View Unit · Texas')).toBeInTheDocument();
    expect(dana.getByText('Verified in custody on March 5, 2026')).toBeInTheDocument();
    expect(dana.getByText(/2 letters sent · 1 reply received · last on April 20, 2026/)).toBeInTheDocument();
    expect(dana.getByRole('link', { name: /Letter kit/ })).toHaveAttribute('href', '/profile/prof-1/letter-kit');

    const ray = await entry('Ray Torres');
    expect(ray.getByTestId('pen-pal-unlisted')).toHaveTextContent(UNLISTED_NOTE);
    expect(ray.queryByRole('link')).not.toBeInTheDocument();
    expect(ray.queryByText(/Verified/)).not.toBeInTheDocument();
    expect(ray.getByText('0 letters sent · 0 replies received')).toBeInTheDocument();
  });

  it('opens the letter log, adds a letter with a note (today by default), lists it newest first and deletes an entry', async () => {
    let letters: LetterLogEntryDto[] = [{ id: 'l-1', pen_pal_id: 'pp-1', kind: 'received', date: '2026-04-20', note: null, created_at: '2026-04-20T10:00:00.000Z' }];
    renderSection({
      [LIST]: () => ({ status: 200, body: { pen_pals: [listed] } }),
      'GET /user/pen-pals/pp-1/letters': () => ({ status: 200, body: { letters } }),
      'POST /user/pen-pals/pp-1/letters': (request) => {
        const body = request.body as Pick<LetterLogEntryDto, 'kind' | 'date'> & { note?: string };
        const created: LetterLogEntryDto = { id: 'l-2', pen_pal_id: 'pp-1', created_at: '2026-05-01T10:00:00.000Z', ...body, note: body.note ?? null };
        letters = [created, ...letters];
        return { status: 201, body: created };
      },
      'DELETE /user/pen-pals/pp-1/letters/l-1': () => {
        letters = letters.filter((l) => l.id !== 'l-1');
        return { status: 200, body: { message: 'Letter removed' } };
      },
    });
    const user = setupUser();
    const dana = await entry('Dana Miles');
    const toggle = dana.getByRole('button', { name: /Letter log/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const log = within(await dana.findByRole('list', { name: /Letters with Dana Miles/ }));
    expect(log.getByRole('listitem')).toHaveTextContent('Reply received');

    const date = dana.getByLabelText<HTMLInputElement>('Date');
    const now = new Date();
    const today = new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
    expect(date.value).toBe(today);
    expect(date).toHaveAttribute('max', today);
    const note = dana.getByLabelText('Note (optional)');
    expect(note).toHaveAttribute('maxlength', String(LETTER_NOTE_MAX));
    await fillIn(user, note, 'Told her about the garden');
    await user.click(dana.getByText('Add to the log', { selector: 'button > span' }));

    await waitFor(() => expect(api?.callsTo('POST /user/pen-pals/pp-1/letters')).toHaveLength(1));
    expect(api?.callsTo('POST /user/pen-pals/pp-1/letters')[0].body).toEqual({ kind: 'sent', date: today, note: 'Told her about the garden' });
    await waitFor(() => expect(log.getAllByRole('listitem')).toHaveLength(2));
    expect(log.getAllByRole('listitem')[0]).toHaveTextContent('Letter sent');
    expect(log.getAllByRole('listitem')[0]).toHaveTextContent('Told her about the garden');
    // The counts are read again after the change.
    await waitFor(() => expect(api?.callsTo(LIST).length).toBeGreaterThan(1));

    await user.click(log.getByRole('button', { name: /Delete the entry "Reply received, April 20, 2026"/ }));
    await user.click(await screen.findByText('Delete', { selector: 'button > span' }));
    await waitFor(() => expect(log.getAllByRole('listitem')).toHaveLength(1));
    expect(api?.callsTo('DELETE /user/pen-pals/pp-1/letters/l-1')).toHaveLength(1);
  });

  it("shows the server's refusal of a letter", async () => {
    renderSection({
      [LIST]: () => ({ status: 200, body: { pen_pals: [listed] } }),
      'GET /user/pen-pals/pp-1/letters': () => ({ status: 200, body: { letters: [] } }),
      'POST /user/pen-pals/pp-1/letters': () => apiError(422, ['The date cannot be in the future']),
    });
    const user = setupUser();
    const dana = await entry('Dana Miles');
    await user.click(dana.getByRole('button', { name: /Letter log/ }));
    expect(await dana.findByText('No letters logged yet.')).toBeInTheDocument();
    await user.click(dana.getByText('Add to the log', { selector: 'button > span' }));
    expect(await dana.findByRole('alert')).toHaveTextContent('The date cannot be in the future');
  });

  it('removes a pen pal after a confirmation', async () => {
    renderSection({
      [LIST]: () => ({ status: 200, body: { pen_pals: [listed, unlisted] } }),
      'DELETE /user/pen-pals/pp-2': () => ({ status: 200, body: { message: 'Pen pal removed' } }),
    });
    const user = setupUser();
    const ray = await entry('Ray Torres');
    await user.click(ray.getByText('Remove', { selector: 'button > span' }));
    await user.click(await screen.findByText('Remove', { selector: '.ant-popconfirm button > span' }));
    await waitFor(() => expect(screen.getAllByTestId('pen-pal')).toHaveLength(1));
    expect(api?.callsTo('DELETE /user/pen-pals/pp-2')).toHaveLength(1);
  });
});
