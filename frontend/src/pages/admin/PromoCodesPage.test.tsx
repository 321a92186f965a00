import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expiryFromDateInput } from '../../modules/promo/utils/promoFormat';
import { apiError, fakeApi, makeUser, type FakeHandler, type FakeReply } from '../../test/fakeApi';
import { deferred } from '../../test/profileFixtures';
import { renderRoute, storeSession } from '../../test/renderRoute';
import { fillIn, setupUser } from '../../test/user';

// Each test renders antd's Table, Modal, Form or Popconfirm afresh, which is slow in jsdom,
// the more so when other suites share the CPU (see also the other form-heavy page tests).
jest.setTimeout(60000);

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

// The page is a lazy chunk: load its module graph (antd Table, Form, Modal…) once up front,
// so the first test does not spend its find timeout compiling it.
beforeAll(() => import('./PromoCodesPage'));

function makePromo(overrides: Record<string, unknown> = {}) {
  return {
    id: '0b6f3c1e-5d6a-4f3e-9a51-000000000001',
    code: 'SPRING25',
    description: 'Spring mail-out',
    max_uses: 100,
    used_count: 3,
    max_uses_per_account: 1,
    expiry_date: '2099-06-15T12:00:00.000Z',
    is_active: true,
    listing_days: 30,
    created_at: '2026-02-01T12:00:00.000Z',
    ...overrides,
  };
}

const spring = makePromo();
const unlimited = makePromo({
  id: '0b6f3c1e-5d6a-4f3e-9a51-000000000002',
  code: 'FOREVER',
  description: '',
  max_uses: 0,
  used_count: 7,
  expiry_date: null,
  listing_days: 0,
});
const expired = makePromo({
  id: '0b6f3c1e-5d6a-4f3e-9a51-000000000003',
  code: 'WINTER20',
  description: 'Last winter',
  used_count: 100,
  expiry_date: '2020-01-10T12:00:00.000Z',
  is_active: false,
});

function openPromoCodes(codes: unknown[] = [spring], extra: Record<string, FakeHandler> = {}) {
  storeSession(makeUser({ is_admin: true }), 'admin-token');
  api = fakeApi({ 'GET /admin/promo-codes': () => ({ status: 200, body: codes }), ...extra });
  return renderRoute('/admin/promo-codes');
}

async function row(code: string) {
  const cell = await screen.findByText(code, { selector: '.promo-code' });
  return within(cell.closest('tr') as HTMLElement);
}

/** The Popconfirm showing `title`. */
async function confirmation(title: string) {
  const heading = await screen.findByText(title);
  return within(heading.closest('.ant-popover') as HTMLElement);
}

/** The title and the Create / Seed buttons. */
async function pageHeader() {
  const title = await screen.findByRole('heading', { level: 1, name: 'Promo Codes' });
  return within(title.closest('header') as HTMLElement);
}

async function openCreateDialog() {
  const user = setupUser();
  await user.click((await pageHeader()).getByRole('button', { name: /Create Code/ }));
  return { user, dialog: within(await screen.findByRole('dialog')) };
}

describe('admin promo codes', () => {
  it('lists the codes with their uses, listing length and expiry', async () => {
    openPromoCodes([spring, unlimited, expired]);

    await pageHeader();
    expect(screen.getByRole('link', { name: /Back to Dashboard/ })).toHaveAttribute(
      'href',
      '/admin',
    );

    const springRow = await row('SPRING25');
    expect(springRow.getByText('Spring mail-out')).toBeInTheDocument();
    expect(springRow.getByText('3 / 100')).toBeInTheDocument();
    expect(springRow.getByText('30 days')).toBeInTheDocument();
    expect(springRow.getByText('Jun 15, 2099')).toBeInTheDocument();
    expect(springRow.queryByText('Expired')).not.toBeInTheDocument();
    expect(springRow.getByRole('switch', { name: 'SPRING25 is active' })).toBeChecked();

    const unlimitedRow = await row('FOREVER');
    expect(unlimitedRow.getByText('7 / ∞')).toBeInTheDocument();
    expect(unlimitedRow.getByText('No end')).toBeInTheDocument();
    expect(unlimitedRow.getByText('Never')).toBeInTheDocument();

    const expiredRow = await row('WINTER20');
    expect(expiredRow.getByText('Jan 10, 2020')).toBeInTheDocument();
    expect(expiredRow.getByText('Expired')).toBeInTheDocument();
    expect(expiredRow.getByText('Used up')).toBeInTheDocument();
    expect(expiredRow.getByRole('switch', { name: 'WINTER20 is active' })).not.toBeChecked();

    expect(api.callsTo('GET /admin/promo-codes')[0].authorization).toBe('Bearer admin-token');
  });

  it('shows a placeholder while loading, then says so when there are no codes yet', async () => {
    const list = deferred<FakeReply>();
    openPromoCodes([], { 'GET /admin/promo-codes': () => list.promise });

    expect(await screen.findByText('Loading promo codes…')).toBeInTheDocument();
    list.resolve({ status: 200, body: [] });

    expect(await screen.findByText(/No promo codes yet/)).toBeInTheDocument();
    expect(screen.queryByText('Loading promo codes…')).not.toBeInTheDocument();
  });

  it('says "Failed to load promo codes" when the list cannot be loaded', async () => {
    openPromoCodes([], { 'GET /admin/promo-codes': () => apiError(503, 'Down for maintenance') });
    expect(await screen.findByText('Failed to load promo codes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  describe('create', () => {
    it('sends the code in upper case with the defaults and adds it to the list', async () => {
      const created = makePromo({
        id: '0b6f3c1e-5d6a-4f3e-9a51-000000000009',
        code: 'SUMMER26',
        description: 'Summer letters',
        used_count: 0,
        expiry_date: null,
        listing_days: 0,
      });
      openPromoCodes([spring], {
        'POST /admin/promo-codes': () => ({ status: 201, body: created }),
      });
      const { user, dialog } = await openCreateDialog();

      // The dialog's defaults: 100 uses, one per account, no end, active.
      expect(dialog.getByLabelText('Max uses')).toHaveValue('100');
      expect(dialog.getByText('0 = unlimited')).toBeInTheDocument();
      expect(dialog.getByLabelText('Uses per account')).toHaveValue('1');
      expect(dialog.getByLabelText('Listing length (days)')).toHaveValue('0');
      expect(dialog.getByText('0 = the listing never ends')).toBeInTheDocument();
      expect(dialog.getByRole('switch', { name: 'Active' })).toBeChecked();

      // Upper case from the first key on.
      await user.type(dialog.getByLabelText('Code'), 'su');
      expect(dialog.getByLabelText('Code')).toHaveValue('SU');
      await user.paste('mmer26');
      expect(dialog.getByLabelText('Code')).toHaveValue('SUMMER26');
      await fillIn(user, dialog.getByLabelText('Description'), 'Summer letters');
      await user.click(dialog.getByRole('button', { name: 'Create' }));

      expect(await screen.findByText('Promo code created!')).toBeInTheDocument();
      expect(api.callsTo('POST /admin/promo-codes')[0].body).toEqual({
        code: 'SUMMER26',
        description: 'Summer letters',
        max_uses: 100,
        max_uses_per_account: 1,
        listing_days: 0,
        expiry_date: null,
        is_active: true,
      });
      expect((await row('SUMMER26')).getByText('0 / 100')).toBeInTheDocument();
    });

    it('starts from an empty form each time the dialog opens', async () => {
      openPromoCodes();
      const { user, dialog } = await openCreateDialog();

      await fillIn(user, dialog.getByLabelText('Code'), 'draft');
      await user.click(dialog.getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      const { dialog: next } = await openCreateDialog();
      expect(next.getByLabelText('Code')).toHaveValue('');
      expect(api.callsTo('POST /admin/promo-codes')).toHaveLength(0);
    });

    it('sends the uses, listing length, expiry and state the admin chose', async () => {
      openPromoCodes([], {
        'POST /admin/promo-codes': (request) => ({
          status: 201,
          body: makePromo(request.body as Record<string, unknown>),
        }),
      });
      const { user, dialog } = await openCreateDialog();

      await fillIn(user, dialog.getByLabelText('Code'), 'pen-pals_1');
      await user.clear(dialog.getByLabelText('Max uses'));
      await user.paste('0');
      await user.clear(dialog.getByLabelText('Uses per account'));
      await user.paste('2');
      await user.clear(dialog.getByLabelText('Listing length (days)'));
      await user.paste('60');
      fireEvent.change(dialog.getByLabelText('Expiry date'), { target: { value: '2099-06-15' } });
      await user.click(dialog.getByRole('switch', { name: 'Active' }));
      await user.click(dialog.getByRole('button', { name: 'Create' }));

      expect(await screen.findByText('Promo code created!')).toBeInTheDocument();
      expect(api.callsTo('POST /admin/promo-codes')[0].body).toEqual({
        code: 'PEN-PALS_1',
        max_uses: 0,
        max_uses_per_account: 2,
        listing_days: 60,
        expiry_date: expiryFromDateInput('2099-06-15'),
        is_active: false,
      });
    });

    it("says 'Please enter a code' and sends nothing when the code is empty", async () => {
      openPromoCodes();
      const { user, dialog } = await openCreateDialog();

      await user.click(dialog.getByRole('button', { name: 'Create' }));

      expect(await dialog.findByText('Please enter a code')).toBeInTheDocument();
      expect(api.callsTo('POST /admin/promo-codes')).toHaveLength(0);
    });

    it('refuses a code the server would refuse, before sending it', async () => {
      openPromoCodes();
      const { user, dialog } = await openCreateDialog();

      await fillIn(user, dialog.getByLabelText('Code'), 'no spaces');
      await user.click(dialog.getByRole('button', { name: 'Create' }));

      expect(
        await dialog.findByText('The code must be 3 to 40 letters, digits, - or _'),
      ).toBeInTheDocument();
      expect(api.callsTo('POST /admin/promo-codes')).toHaveLength(0);
    });

    it('shows the server detail when the code exists already, and keeps the dialog open', async () => {
      openPromoCodes([spring], {
        'POST /admin/promo-codes': () => apiError(409, 'The code SPRING25 already exists.'),
      });
      const { user, dialog } = await openCreateDialog();

      await fillIn(user, dialog.getByLabelText('Code'), 'spring25');
      await user.click(dialog.getByRole('button', { name: 'Create' }));

      expect(await screen.findByText('The code SPRING25 already exists.')).toBeInTheDocument();
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      expect(dialog.getByLabelText('Code')).toHaveValue('SPRING25');
    });

    it('says "Failed to create code" when the server gives no detail', async () => {
      openPromoCodes([spring], {
        'POST /admin/promo-codes': () => ({ status: 500, body: {} }),
      });
      const { user, dialog } = await openCreateDialog();

      await fillIn(user, dialog.getByLabelText('Code'), 'autumn');
      await user.click(dialog.getByRole('button', { name: 'Create' }));

      expect(await screen.findByText('Failed to create code')).toBeInTheDocument();
    });
  });

  describe('enable and disable', () => {
    it('sends PUT with is_active=false and shows the code disabled', async () => {
      openPromoCodes([spring], {
        'PUT /admin/promo-codes/*': (request) => ({
          status: 200,
          body: { ...spring, is_active: request.config.params?.is_active },
        }),
      });
      const springRow = await row('SPRING25');

      await setupUser().click(springRow.getByRole('switch', { name: 'SPRING25 is active' }));

      await waitFor(() =>
        expect(springRow.getByRole('switch', { name: 'SPRING25 is active' })).not.toBeChecked(),
      );
      const [request] = api.callsTo(`PUT /admin/promo-codes/${spring.id}`);
      expect(request.config.params).toEqual({ is_active: false });
      expect(request.body).toBeUndefined();
    });

    it('says "Failed to update code" and keeps the code as it was when the change fails', async () => {
      openPromoCodes([spring], { 'PUT /admin/promo-codes/*': () => apiError(404, 'Not found') });
      const springRow = await row('SPRING25');

      await setupUser().click(springRow.getByRole('switch', { name: 'SPRING25 is active' }));

      expect(await screen.findByText('Failed to update code')).toBeInTheDocument();
      expect(springRow.getByRole('switch', { name: 'SPRING25 is active' })).toBeChecked();
    });
  });

  describe('delete', () => {
    it('sends DELETE after the admin confirms, and removes the row', async () => {
      openPromoCodes([spring, unlimited], {
        'DELETE /admin/promo-codes/*': () => ({ status: 204 }),
      });
      const user = setupUser();
      const springRow = await row('SPRING25');

      await user.click(springRow.getByRole('button', { name: 'Delete SPRING25' }));
      const confirm = await confirmation('Delete SPRING25?');
      expect(api.callsTo(`DELETE /admin/promo-codes/${spring.id}`)).toHaveLength(0);
      await user.click(confirm.getByRole('button', { name: 'Delete' }));

      await waitFor(() =>
        expect(screen.queryByText('SPRING25', { selector: '.promo-code' })).not.toBeInTheDocument(),
      );
      expect(api.callsTo(`DELETE /admin/promo-codes/${spring.id}`)).toHaveLength(1);
      expect(screen.getByText('FOREVER', { selector: '.promo-code' })).toBeInTheDocument();
    });

    it('says "Failed to delete code" when the deletion fails', async () => {
      openPromoCodes([spring], { 'DELETE /admin/promo-codes/*': () => apiError(404, 'Not found') });
      const user = setupUser();

      await user.click((await row('SPRING25')).getByRole('button', { name: 'Delete SPRING25' }));
      const confirm = await confirmation('Delete SPRING25?');
      await user.click(confirm.getByRole('button', { name: 'Delete' }));

      expect(await screen.findByText('Failed to delete code')).toBeInTheDocument();
      expect(screen.getByText('SPRING25', { selector: '.promo-code' })).toBeInTheDocument();
    });
  });

  describe('seed LAUNCH', () => {
    const launch = makePromo({
      id: '0b6f3c1e-5d6a-4f3e-9a51-000000000010',
      code: 'LAUNCH',
      description: 'Launch offer: 200 free listings',
      max_uses: 200,
      used_count: 0,
      expiry_date: null,
      listing_days: 0,
    });

    it('calls seed-launch and adds the LAUNCH code', async () => {
      openPromoCodes([spring], {
        'POST /admin/promo-codes/seed-launch': () => ({ status: 201, body: launch }),
      });

      const header = await pageHeader();
      await setupUser().click(header.getByRole('button', { name: /Seed LAUNCH Code/ }));

      expect(
        await screen.findByText('Promo code LAUNCH created: 200 free listings!'),
      ).toBeInTheDocument();
      expect(api.callsTo('POST /admin/promo-codes/seed-launch')).toHaveLength(1);
      expect((await row('LAUNCH')).getByText('0 / 200')).toBeInTheDocument();
    });

    it('shows the server detail when LAUNCH exists already', async () => {
      openPromoCodes([spring], {
        'POST /admin/promo-codes/seed-launch': () =>
          apiError(409, 'The code LAUNCH already exists.'),
      });

      const header = await pageHeader();
      await setupUser().click(header.getByRole('button', { name: /Seed LAUNCH Code/ }));

      expect(await screen.findByText('The code LAUNCH already exists.')).toBeInTheDocument();
    });
  });
});
