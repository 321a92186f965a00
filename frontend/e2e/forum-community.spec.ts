import { type Page } from '@playwright/test';
import { appPage, expect, test } from './support/test';
import { apiLogin, createAccount, DEMO_ADMIN } from './support/helpers';
import { expectNoSeriousA11yViolations, localPart, memberAccount, openAs, postThread, runTag } from './support/forum';

const AWAITING = "Thanks! Your post will appear once a moderator approves it. New members' first posts are checked to keep the forum safe.";

/** The rich-text editor of a form (a contenteditable box). */
function editor(page: Page, name: string | RegExp) {
  return page.getByRole('textbox', { name });
}

test.describe('forum community', () => {
  test("a new member's first thread waits for approval; an admin approves it from the queue on /admin/forum", async ({
    page,
    browser,
    request,
  }) => {
    const newcomer = await createAccount(request);
    const admin = await apiLogin(request, DEMO_ADMIN);
    const title = `My first time writing to someone inside ${runTag()}`;

    await openAs(page, '/forum/new-thread?category=general', newcomer);
    await page.getByLabel('Title').fill(title);
    await editor(page, 'Message').click();
    await page.keyboard.type('Any advice for a first letter?');
    await page.getByRole('button', { name: 'Create Thread' }).click();
    await expect(page.getByText(AWAITING)).toBeVisible();
    await expect(page).toHaveURL(/\/forum\/thread\/[0-9a-f-]{36}$/);
    const threadPath = new URL(page.url()).pathname;
    // Its author sees it, with the notice.
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText("Waiting for a moderator's approval — only you can see this for now.")).toBeVisible();

    // Nobody else does yet.
    const threadId = threadPath.split('/').pop()!;
    expect((await request.get(`/api/forum/threads/${threadId}`)).status()).toBe(404);
    const listed = (await (await request.get('/api/forum/threads?category=general&limit=100')).json()) as { threads: Array<{ id: string }> };
    expect(listed.threads.map((t) => t.id)).not.toContain(threadId);

    // The admin approves it from the queue.
    const adminContext = await browser.newContext();
    const adminPage = appPage(await adminContext.newPage());
    await openAs(adminPage, '/admin/forum', admin);
    await expect(adminPage.getByRole('heading', { name: /Waiting for review/ })).toBeVisible();
    await adminPage.getByRole('button', { name: `Approve the thread ${title}` }).click();
    await expect(adminPage.getByText('Post approved', { exact: true })).toBeVisible();
    await expect(adminPage.getByRole('button', { name: `Approve the thread ${title}` })).toHaveCount(0);
    await adminContext.close();

    // Now everyone reads it.
    const anonymous = await browser.newContext();
    const anonymousPage = appPage(await anonymous.newPage());
    await anonymousPage.goto(threadPath);
    await expect(anonymousPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(anonymousPage.getByText(/Waiting for a moderator/)).toHaveCount(0);
    await anonymous.close();
  });

  test('a member starts a thread, another quotes and replies; the first sees the notification and the unread marker and jumps to the reply', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(60_000);
    const admin = await apiLogin(request, DEMO_ADMIN);
    const author = await memberAccount(request, admin);
    const replier = await memberAccount(request, admin);
    const tag = runTag();
    const title = `What to put on the envelope ${tag}`;
    const thread = await postThread(request, author, {
      category: 'questions',
      title,
      content: `<p>Does the inmate number go on the first line? envelope-${tag}</p>`,
    });
    const threadPath = `/forum/thread/${thread.id}`;

    // The author has read their thread (the page marks it read).
    const readMark = page.waitForResponse((r) => r.url().endsWith(`/api/forum/threads/${thread.id}/read`) && r.request().method() === 'POST');
    await openAs(page, threadPath, author);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect((await readMark).status()).toBe(204);
    await expect(page.getByRole('button', { name: 'Unfollow' })).toBeVisible();

    // Another member quotes the question and replies.
    const other = await browser.newContext();
    const otherPage = appPage(await other.newPage());
    await openAs(otherPage, threadPath, replier);
    await otherPage.getByRole('button', { name: 'Quote thread' }).click();
    const box = editor(otherPage, 'Your reply');
    await expect(box.locator('blockquote')).toContainText(`${localPart(author.email)} wrote:`);
    await expect(box.locator('blockquote')).toContainText(`envelope-${tag}`);
    await box.click();
    await otherPage.keyboard.press('Control+End');
    await otherPage.keyboard.type(`Name, then the number on the same line. reply-${tag}`);
    await otherPage.getByRole('button', { name: 'Post Reply' }).click();
    await expect(otherPage.getByText('Reply posted successfully!')).toBeVisible();
    const posted = otherPage.getByRole('article', { name: `Reply by ${localPart(replier.email)}` });
    await expect(posted.locator('blockquote')).toContainText(`envelope-${tag}`);
    await expect(posted).toContainText(`reply-${tag}`);
    await other.close();

    // The author's forum list shows the thread has a new reply.
    await page.goto('/forum');
    const card = page.getByRole('region', { name: 'Recent Discussions' }).getByRole('article').filter({ has: page.getByRole('link', { name: title }) });
    await expect(card.getByRole('link', { name: /1 new reply/ })).toBeVisible();

    // The notification on the dashboard leads to the first unread reply.
    await page.goto('/dashboard');
    const notice = `Open: New replies in a thread you follow`;
    await expect(page.getByText(`1 new reply in “${title}”`, { exact: false })).toBeVisible();
    await page.getByRole('link', { name: notice }).first().click();
    await expect(page).toHaveURL(new RegExp(`/forum/thread/${thread.id}`));
    const reply = page.getByRole('article', { name: `Reply by ${localPart(replier.email)}` });
    await expect(reply).toContainText(`reply-${tag}`);
    await expect(reply.getByText('New', { exact: true })).toBeVisible();
    await expect(reply).toBeInViewport();

    // The forum's search finds the thread by a word of the reply.
    await page.goto('/forum');
    await page.getByLabel('Search the forum').fill(`reply-${tag}`);
    await page.getByLabel('Search the forum').press('Enter');
    await expect(page).toHaveURL(/\/forum\/search\?q=/);
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
