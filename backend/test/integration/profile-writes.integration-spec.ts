import { Repository } from 'typeorm';
import { Profile } from '../../src/modules/profiles/entities/profile.entity';
import { PaymentMethod, PaymentStatus, ProfileStatus } from '../../src/modules/profiles/profile.enums';
import { insertProfile } from '../factories/profiles';
import { registerAdmin, registerUser } from '../factories/users';
import { createTestApp, TestApp } from '../helpers/test-app';

const DAY = 86_400_000;

describe('profile writes: approve needs a paid listing; edits write only their columns', () => {
  let t: TestApp;
  let adminAuth: string;

  beforeAll(async () => {
    t = await createTestApp();
    adminAuth = `Bearer ${(await registerAdmin(t)).token}`;
  });

  afterAll(() => t.close());

  const row = async (id: string) =>
    (
      await t.query<{ status: string; payment_status: string; paid_through: Date | null; is_premium: boolean; bio: string; rejection_reason: string | null }>(
        'SELECT status, payment_status, paid_through, is_premium, bio, rejection_reason FROM profiles WHERE id = $1',
        [id],
      )
    )[0];

  /** Runs `sql` right after the next read of a profile row outside a transaction (someone else's change between a read and a write). */
  function afterProfileRead(sql: string, params: unknown[]) {
    const original = Repository.prototype.findOne;
    let done = false;
    return jest.spyOn(Repository.prototype, 'findOne').mockImplementation(async function (this: Repository<Profile>, options) {
      const found = await original.call(this, options);
      if (!done && this.metadata.target === Profile && !this.manager.queryRunner?.isTransactionActive) {
        done = true;
        await t.query(sql, params);
      }
      return found;
    });
  }

  describe('approve', () => {
    it('refuses a profile rejected before payment and then edited into Pending Review', async () => {
      const owner = await registerUser(t);
      const profile = await insertProfile(t, owner.user.id, { status: ProfileStatus.AwaitingPayment, paymentStatus: PaymentStatus.Unpaid });
      await t.http.post(`/api/admin/profiles/${profile.id}/reject?rejection_reason=Blurry%20photo`).set('Authorization', adminAuth).expect(200);
      await t.http.put(`/api/user/profiles/${profile.id}`).set('Authorization', `Bearer ${owner.token}`).send({ bio: 'A new biography that is long enough to be accepted by the form rules.' }).expect(200);
      expect((await row(profile.id)).status).toBe('Pending Review');
      const res = await t.http.post(`/api/admin/profiles/${profile.id}/approve`).set('Authorization', adminAuth).expect(400);
      expect(res.body.detail).toBe('This listing is not paid for (or its free period has ended), so it cannot be published.');
      expect((await row(profile.id)).status).toBe('Pending Review');
    });

    it('refuses failed, unpaid, ended-cancelled and expired promo listings; accepts paid, running promo and cancelled-with-time-left listings', async () => {
      const owner = await registerUser(t);
      const now = Date.now();
      const cases: Array<[Partial<Profile>, number]> = [
        [{ paymentStatus: PaymentStatus.Failed, paymentMethod: PaymentMethod.PayPal, graceEndsAt: new Date(now + 5 * DAY) }, 400],
        [{ paymentStatus: PaymentStatus.Unpaid }, 400],
        [{ paymentStatus: PaymentStatus.Paid, paymentMethod: PaymentMethod.Promo, paidThrough: new Date(now - DAY) }, 400],
        [{ paymentStatus: PaymentStatus.Paid, paymentMethod: PaymentMethod.Promo, paidThrough: new Date(now + DAY) }, 200],
        [{ paymentStatus: PaymentStatus.Paid, paymentMethod: PaymentMethod.Promo, paidThrough: null }, 200],
        [{ paymentStatus: PaymentStatus.Paid, paymentMethod: PaymentMethod.PayPal }, 200],
        [{ paymentStatus: PaymentStatus.Paid, paymentMethod: PaymentMethod.Demo }, 200],
        [{ paymentStatus: PaymentStatus.Cancelled, paymentMethod: PaymentMethod.PayPal, paidThrough: new Date(now + 5 * DAY) }, 200],
        [{ paymentStatus: PaymentStatus.Cancelled, paymentMethod: PaymentMethod.PayPal, paidThrough: new Date(now - 60_000) }, 400],
      ];
      for (const [overrides, expected] of cases) {
        const profile = await insertProfile(t, owner.user.id, { status: ProfileStatus.PendingReview, ...overrides });
        const res = await t.http.post(`/api/admin/profiles/${profile.id}/approve`).set('Authorization', adminAuth);
        expect([overrides, res.status]).toEqual([overrides, expected]);
        expect((await row(profile.id)).status).toBe(expected === 200 ? 'Active' : 'Pending Review');
      }
    });

    it('decides on the payment as it is when it writes: a cancellation that lands after the read is kept, and an unpaid row is refused', async () => {
      const owner = await registerUser(t);
      const profile = await insertProfile(t, owner.user.id, { status: ProfileStatus.PendingReview, paymentStatus: PaymentStatus.Paid, paymentMethod: PaymentMethod.PayPal });
      const ended = new Date(Date.now() - 60_000);
      const spy = afterProfileRead(`UPDATE profiles SET payment_status = 'cancelled', paid_through = $2 WHERE id = $1`, [profile.id, ended]);
      await t.http.post(`/api/admin/profiles/${profile.id}/approve`).set('Authorization', adminAuth).expect(400);
      spy.mockRestore();
      expect(await row(profile.id)).toMatchObject({ status: 'Pending Review', payment_status: 'cancelled', paid_through: ended });

      const until = new Date(Date.now() + 10 * DAY);

      const other = await insertProfile(t, owner.user.id, { status: ProfileStatus.PendingReview, paymentStatus: PaymentStatus.Paid, paymentMethod: PaymentMethod.PayPal });
      const spy2 = afterProfileRead(`UPDATE profiles SET paid_through = $2, is_premium = true WHERE id = $1`, [other.id, until]);
      await t.http.post(`/api/admin/profiles/${other.id}/approve`).set('Authorization', adminAuth).expect(200);
      spy2.mockRestore();
      expect(await row(other.id)).toMatchObject({ status: 'Active', payment_status: 'paid', paid_through: until, is_premium: true });
    });
  });

  it('reject keeps payment columns a webhook changed between its read and its write', async () => {
    const owner = await registerUser(t);
    const profile = await insertProfile(t, owner.user.id, { status: ProfileStatus.PendingReview, paymentStatus: PaymentStatus.Unpaid });
    const until = new Date(Date.now() + 30 * DAY);
    const spy = afterProfileRead(`UPDATE profiles SET payment_status = 'paid', payment_method = 'paypal', paid_through = $2 WHERE id = $1`, [profile.id, until]);
    await t.http.post(`/api/admin/profiles/${profile.id}/reject?rejection_reason=Blurry`).set('Authorization', adminAuth).expect(200);
    spy.mockRestore();
    expect(await row(profile.id)).toMatchObject({ status: 'Rejected', rejection_reason: 'Blurry', payment_status: 'paid', paid_through: until });
  });

  it('an admin edit keeps payment and premium columns changed between its read and its write', async () => {
    const owner = await registerUser(t);
    const profile = await insertProfile(t, owner.user.id, { status: ProfileStatus.Active, paymentStatus: PaymentStatus.Paid, paymentMethod: PaymentMethod.PayPal });
    const until = new Date(Date.now() + 3 * DAY);
    const spy = afterProfileRead(`UPDATE profiles SET payment_status = 'cancelled', paid_through = $2, is_premium = true WHERE id = $1`, [profile.id, until]);
    const bio = 'An admin fixed a typo in this biography, which is long enough for the rules.';
    await t.http.put(`/api/admin/profiles/${profile.id}`).set('Authorization', adminAuth).send({ bio }).expect(200);
    spy.mockRestore();
    expect(await row(profile.id)).toMatchObject({ status: 'Active', bio, payment_status: 'cancelled', paid_through: until, is_premium: true });
  });

  it('an owner edit keeps payment columns a webhook changed, and a payment that moved the profile on is not undone', async () => {
    const owner = await registerUser(t);
    const profile = await insertProfile(t, owner.user.id, { status: ProfileStatus.AwaitingPayment, paymentStatus: PaymentStatus.Unpaid });
    const until = new Date(Date.now() + 30 * DAY);
    // The payment lands while the edit is in flight: paid, and Pending Review.
    const spy = afterProfileRead(`UPDATE profiles SET payment_status = 'paid', payment_method = 'paypal', paid_through = $2, status = 'Pending Review' WHERE id = $1`, [profile.id, until]);
    const bio = 'The owner rewrote the biography while the payment went through at PayPal.';
    const res = await t.http.put(`/api/user/profiles/${profile.id}`).set('Authorization', `Bearer ${owner.token}`).send({ bio }).expect(200);
    spy.mockRestore();
    expect(await row(profile.id)).toMatchObject({ status: 'Pending Review', bio, payment_status: 'paid', paid_through: until });
    expect(res.body).toBeDefined();
  });
});
