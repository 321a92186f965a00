import { screen, waitFor, within } from '@testing-library/react';
import { NOTICE_SAFETY_LINES } from '@shared/text';
import { SITE_NAME } from '../../config/site';
import { apiError, fakeApi, type FakeHandler } from '../../test/fakeApi';
import { renderRoute } from '../../test/renderRoute';
import { TEST_SITE_CONTACT } from '../../test/siteContact';
import { setupUser } from '../../test/user';

const CONTACT_EMAIL = TEST_SITE_CONTACT.contact_email;
const CODE = 'PP-7K3M-9QWE-R2TX-4YBN';
const SENT = {
  sent: true,
  sent_at: '2026-11-27T20:13:00.000Z',
  to: 'j***@g***.com',
  subject: 'Payment failed',
  action: 'Update your payment method at PayPal, or pay again from your account page on our site, to keep the listing.',
};

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

beforeAll(() => import('./VerifyNoticePage'));

async function openPage(path: string, answer: FakeHandler) {
  api = fakeApi({ 'POST /notices/verify': answer });
  renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Did this e-mail come from us?' });
  return screen.getByRole('textbox', { name: 'Reference code' });
}

describe('/verify-notice', () => {
  it('checks the code typed in, without a session, and says when, to whom, what and what it asked', async () => {
    const user = setupUser();
    const field = await openPage('/verify-notice', () => ({ status: 200, body: SENT }));
    expect(field).toHaveValue('');
    await user.type(field, ' pp 7k3m 9qwe r2tx 4ybn ');
    await user.click(screen.getByRole('button', { name: 'Check' }));

    const answer = within(await screen.findByRole('region', { name: 'Yes, we sent this' }));
    expect(answer.getByText('November 27, 2026 at 8:13 PM UTC')).toBeInTheDocument();
    expect(answer.getByText('j***@g***.com')).toBeInTheDocument();
    expect(answer.getByText('Payment failed')).toBeInTheDocument();
    expect(answer.getByText(SENT.action)).toBeInTheDocument();
    const [call] = api.callsTo('POST /notices/verify');
    expect(call.body).toEqual({ code: 'pp 7k3m 9qwe r2tx 4ybn' });
    expect(call.authorization).toBeNull();
  });

  it('fills the field from ?code= and answers a miss with what to do next', async () => {
    const user = setupUser();
    const field = await openPage(`/verify-notice?code=${CODE}`, () => ({ status: 200, body: { sent: false } }));
    expect(field).toHaveValue(CODE);
    await user.click(screen.getByRole('button', { name: 'Check' }));

    const answer = within(await screen.findByRole('region', { name: 'We did not send this' }));
    expect(answer.getByText('Do not pay')).toBeInTheDocument();
    expect(answer.getByText('Do not reply')).toBeInTheDocument();
    expect(answer.getByRole('link', { name: CONTACT_EMAIL })).toHaveAttribute('href', `mailto:${CONTACT_EMAIL}`);
    expect(answer.getByRole('link', { name: 'ReportFraud.ftc.gov' })).toHaveAttribute('href', 'https://reportfraud.ftc.gov/');
    expect(screen.queryByRole('region', { name: 'Yes, we sent this' })).not.toBeInTheDocument();
  });

  it('says when there were too many checks', async () => {
    const user = setupUser();
    await openPage(`/verify-notice?code=${CODE}`, () => apiError(429, 'Too many attempts. Please try again in 42 seconds.'));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 42 seconds.');
  });

  it('is a plain form to itself, quotes the safety lines and keeps its own head tags', async () => {
    await openPage('/verify-notice?code=x', () => ({ status: 200, body: { sent: false } }));
    const form = screen.getByRole('button', { name: 'Check' }).closest('form');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/verify-notice');
    for (const line of NOTICE_SAFETY_LINES) expect(screen.getByText(line)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Stay safe guide' })).toHaveAttribute('href', '/stay-safe');
    await waitFor(() => expect(document.title).toBe(`Check That an E-mail Really Came From Us | ${SITE_NAME}`));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${window.location.origin}/verify-notice`);
  });
});
