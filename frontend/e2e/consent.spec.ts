import { expect, test } from './support/test';
import { createAccount, expectNoSeriousA11yViolations, openSignedIn } from './support/helpers';

/** Consent (docs/trust.md): an account made through the API alone is asked once, in the app, before it submits. */
test.describe('consent', () => {
  test('an account without a recorded confirmation is asked once on /submit, then sees the form, also after a reload', async ({
    page,
    request,
  }) => {
    // Two full page loads, an axe pass and the dialog's own load: more than the default on a busy machine.
    test.setTimeout(60_000);
    const account = await createAccount(request, { acceptTerms: false });
    expect(account.user).toMatchObject({ terms_accepted_at: null });
    await openSignedIn(page, '/submit', account);

    const dialog = page.getByRole('dialog', { name: 'Before you continue' });
    await expect(dialog).toBeVisible();
    await expect(page.getByLabel('Full legal name', { exact: true })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // Confirming without the tick says why.
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please confirm you are 18 or older and accept the Terms of Service.');
    await dialog.getByRole('checkbox', { name: /I am 18 or older and I accept the Terms of Service/ }).check();
    await dialog.getByRole('button', { name: 'Confirm' }).click();

    await expect(dialog).toBeHidden();
    await expect(page.getByLabel('Full legal name', { exact: true })).toBeVisible();
    const me = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${account.token}` } });
    expect(((await me.json()) as { terms_accepted_at: string | null }).terms_accepted_at).toEqual(expect.any(String));

    await page.reload();
    await expect(page.getByLabel('Full legal name', { exact: true })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
