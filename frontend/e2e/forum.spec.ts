import { type Page } from '@playwright/test';
import { appPage, expect, test } from './support/test';
import { apiLogin, createAccount, DEMO_ADMIN } from './support/helpers';
import {
  expectNoSeriousA11yViolations,
  localPart,
  memberAccount,
  openAs,
  postReply,
  postThread,
  runTag,
} from './support/forum';

const LOCKED = 'This thread is locked. No new replies can be posted.';

/** The rich-text editor of a form (a contenteditable box). */
function editor(page: Page, name: string | RegExp) {
  return page.getByRole('textbox', { name });
}

test.describe('forum', () => {
  test('a user starts a thread with the editor, another replies, the author sees the reply; only the author may delete it', async ({
    page,
    browser,
    request,
  }) => {
    const admin = await apiLogin(request, DEMO_ADMIN);
    const author = await memberAccount(request, admin);
    const replier = await memberAccount(request, admin);
    const title = `How do I start a first letter ${runTag()}`;

    // From the category page, New Thread opens the form with that category chosen.
    await openAs(page, '/forum/category/questions', author);
    await page.getByRole('link', { name: 'New Thread' }).click();
    await expect(page).toHaveURL(/\/forum\/new-thread\?category=questions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Start a New Discussion' })).toBeVisible();

    await page.getByLabel('Title').fill(title);
    await editor(page, 'Message').click();
    await page.keyboard.type('First time writing. ');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('What to say?');
    await page.getByRole('button', { name: 'Create Thread' }).click();

    await expect(page.getByText('Thread created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/forum\/thread\/[0-9a-f-]{36}$/);
    const threadUrl = page.url();
    const post = page.getByRole('article', { name: title });
    await expect(post.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(post.getByRole('link', { name: 'Questions & Answers' })).toBeVisible();
    await expect(post.getByText(localPart(author.email), { exact: true })).toBeVisible();
    // The toolbar's bold came through as <strong>.
    await expect(post.locator('strong', { hasText: 'What to say?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete Thread' })).toBeVisible();

    // Another user reads it, may report it, is not offered Delete Thread, and replies.
    const other = await browser.newContext();
    const otherPage = appPage(await other.newPage());
    await openAs(otherPage, threadUrl, replier);
    await expect(otherPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(otherPage.getByRole('button', { name: 'Report thread' })).toBeVisible();
    await expect(otherPage.getByRole('button', { name: 'Delete Thread' })).toHaveCount(0);
    await editor(otherPage, 'Your reply').click();
    await otherPage.keyboard.type('Say who you are.');
    await otherPage.getByRole('button', { name: 'Post Reply' }).click();
    await expect(otherPage.getByText('Reply posted successfully!')).toBeVisible();
    const replyByReplier = (on: Page) => on.getByRole('article', { name: `Reply by ${localPart(replier.email)}` });
    await expect(replyByReplier(otherPage)).toContainText('Say who you are.');
    await other.close();

    // The author sees the reply, signed with the part of the replier's address before the @ only.
    await page.reload();
    await expect(replyByReplier(page)).toContainText('Say who you are.');
    await expect(page.getByText(replier.email)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete Thread' })).toBeVisible();
  });

  test('an anonymous visitor pressing New Thread, Post a Reply or Report goes to /login', async ({ page, request }) => {
    const author = await memberAccount(request, await apiLogin(request, DEMO_ADMIN));
    const thread = await postThread(request, author, {
      category: 'general',
      title: `Anonymous visitors read this ${runTag()}`,
      content: '<p>Anyone may read; writing needs an account.</p>',
    });
    await postReply(request, author, thread.id, '<p>A reply anyone may read.</p>');
    const threadPath = `/forum/thread/${thread.id}`;
    const backToThread = new RegExp(`/login\\?redirect=${encodeURIComponent(threadPath)}$`);

    await page.goto('/forum');
    await page.getByRole('link', { name: 'New Thread' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fforum%2Fnew-thread$/);

    // The form's own address sends there too.
    await page.goto('/forum/new-thread');
    await expect(page.getByText('Please login to create a thread')).toBeVisible();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fforum%2Fnew-thread$/);

    await page.goto(threadPath);
    await expect(page.getByRole('article', { name: /^Reply by / })).toContainText('A reply anyone may read.');
    await expect(page.getByRole('textbox', { name: 'Your reply' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Log in to reply' }).click();
    await expect(page.getByText('Please login to reply')).toBeVisible();
    await expect(page).toHaveURL(backToThread);

    await page.goto(threadPath);
    await page.getByRole('button', { name: 'Report thread' }).click();
    await expect(page.getByText('Please login to report')).toBeVisible();
    await expect(page).toHaveURL(backToThread);

    await page.goto(threadPath);
    await page.getByRole('button', { name: /^Report reply by / }).click();
    await expect(page).toHaveURL(backToThread);
  });

  test('an admin pins and locks a thread: pinned on /forum, locked on its page, and replies are refused', async ({
    page,
    request,
  }) => {
    const admin = await apiLogin(request, DEMO_ADMIN);
    const author = await memberAccount(request, admin);
    const title = `Read this before you send money ${runTag()}`;
    const thread = await postThread(request, author, {
      category: 'safety',
      title,
      content: '<p>Never send money to someone you only know from letters.</p>',
    });

    await openAs(page, '/admin/forum', admin);
    await expect(page.getByRole('heading', { level: 1, name: 'Forum Moderation' })).toBeVisible();
    await page.getByRole('button', { name: `Pin ${title}` }).click();
    await expect(page.getByRole('button', { name: `Unpin ${title}` })).toBeVisible();
    await page.getByRole('button', { name: `Lock ${title}` }).click();
    await expect(page.getByRole('button', { name: `Unlock ${title}` })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByText('Pinned', { exact: true })).toBeVisible();
    await expect(row.getByText('Locked', { exact: true })).toBeVisible();

    // A fresh look at /forum (public lists may be cached by the browser).
    await page.goto('/forum');
    const recent = page.getByRole('region', { name: 'Recent Discussions' });
    const card = recent.getByRole('article').filter({ has: page.getByRole('link', { name: title }) });
    await expect(card.getByText('Pinned', { exact: true })).toBeVisible();
    await expect(card.getByText('Locked', { exact: true })).toBeVisible();

    // A signed-in reader finds the locked notice instead of the reply form.
    const user = await createAccount(request);
    await openAs(page, `/forum/thread/${thread.id}`, user);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(LOCKED)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your reply' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Post Reply' })).toHaveCount(0);

    // And the server refuses a reply sent anyway.
    const refused = await request.post('/api/forum/replies', {
      headers: { Authorization: `Bearer ${user.token}` },
      data: { thread_id: thread.id, content: '<p>Trying anyway.</p>' },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { detail: string }).detail).toBe(LOCKED);
  });

  test('a user reports a reply; the admin marks it reviewed on Reported Content and deletes another report', async ({
    page,
    browser,
    request,
  }) => {
    const admin = await apiLogin(request, DEMO_ADMIN);
    const author = await memberAccount(request, admin);
    const reporter = await createAccount(request);
    const tag = runTag();
    const thread = await postThread(request, author, {
      category: 'general',
      title: `Pen pal scams ${tag}`,
      content: '<p>What scams have you seen?</p>',
    });
    await postReply(request, author, thread.id, `<p>Send me gift cards ${tag}</p>`);
    const replyReason = `Asks for gift cards ${tag}`;
    const threadReason = `Duplicate thread ${tag}`;

    // The reporter reports the reply from the thread page.
    await openAs(page, `/forum/thread/${thread.id}`, reporter);
    const replyPost = page.getByRole('article', { name: `Reply by ${localPart(author.email)}` });
    await expect(replyPost).toContainText(`Send me gift cards ${tag}`);
    await replyPost.getByRole('button', { name: `Report reply by ${localPart(author.email)}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Report reply' });
    const submit = dialog.getByRole('button', { name: 'Submit Report' });
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('Reason').fill(replyReason);
    await submit.click();
    await expect(page.getByText('Report submitted successfully. Admins will review it.')).toBeVisible();
    await expect(dialog).toBeHidden();

    // A second report, on the thread, to delete.
    const second = await request.post('/api/forum/report', {
      headers: { Authorization: `Bearer ${reporter.token}` },
      data: { content_type: 'thread', content_id: thread.id, reason: threadReason },
    });
    expect(second.status()).toBe(201);

    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await openAs(adminPage, '/admin/reports', admin);
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Reported Content' })).toBeVisible();

    const replyRow = adminPage.getByRole('row').filter({ hasText: replyReason });
    await expect(replyRow.getByText('Pending', { exact: true })).toBeVisible();
    await expect(replyRow.getByText(reporter.email)).toBeVisible();
    await replyRow.getByRole('button', { name: 'Mark Reviewed' }).click();
    await expect(replyRow.getByText('Reviewed', { exact: true })).toBeVisible();
    await expect(replyRow.getByRole('button', { name: 'Mark Reviewed' })).toHaveCount(0);

    const threadRow = adminPage.getByRole('row').filter({ hasText: threadReason });
    await threadRow.getByRole('button', { name: 'Delete Report' }).click();
    // The confirmation's button (the row's buttons are named after what they delete).
    await adminPage.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(adminPage.getByText('Report deleted', { exact: true })).toBeVisible();
    // Deleting a report closes it as dismissed.
    await expect(threadRow.getByText('Dismissed', { exact: true })).toBeVisible();
    await adminContext.close();
  });

  test('a search address holding a NUL, which the API refuses, searches the words without it', async ({ page, request }) => {
    const author = await memberAccount(request, await apiLogin(request, DEMO_ADMIN));
    const word = `nulsearch${runTag().replace(/\W/g, '')}`;
    const thread = await postThread(request, author, { category: 'general', title: `Found by ${word}`, content: '<p>Plain words.</p>' });

    await page.goto(`/forum/search?q=${word}%00`);
    await expect(page.getByRole('link', { name: thread.title })).toBeVisible();
    await expect(page.getByLabel('Search the forum')).toHaveValue(word);

    // NULs alone are no words: the empty box, as on /forum/search itself.
    await page.goto('/forum/search?q=%00%00');
    await expect(page.getByRole('heading', { level: 1, name: 'Search the Forum' })).toBeVisible();
    await expect(page.getByLabel('Search the forum')).toHaveValue('');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('the forum home, a category, a thread and the new-thread form have no serious accessibility problems', async ({
    page,
    request,
  }) => {
    const author = await memberAccount(request, await apiLogin(request, DEMO_ADMIN));
    const thread = await postThread(request, author, {
      category: 'reentry',
      title: `Finding work after release ${runTag()}`,
      content: '<p>What helped you <strong>most</strong> in the first month?</p><ul><li>housing</li><li>work</li></ul>',
    });
    await postReply(request, author, thread.id, '<p>A mentor from a reentry program.</p>');

    await page.goto('/forum');
    await expect(page.getByRole('heading', { level: 1, name: 'Community Forum' })).toBeVisible();
    await expect(page.getByRole('link', { name: thread.title })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto('/forum/category/reentry');
    await expect(page.getByRole('heading', { level: 1, name: 'Reentry & Support' })).toBeVisible();
    await expect(page.getByRole('link', { name: thread.title })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto(`/forum/thread/${thread.id}`);
    await expect(page.getByText('A mentor from a reentry program.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await openAs(page, '/forum/new-thread', author);
    await expect(page.getByRole('heading', { level: 1, name: 'Start a New Discussion' })).toBeVisible();
    await expect(editor(page, 'Message')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
