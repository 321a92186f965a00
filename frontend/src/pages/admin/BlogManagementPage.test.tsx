import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  draftingStatus,
  firstLetter,
  mailRules,
  makePost,
  scams,
  summaryOf,
} from '../../modules/blogAdmin/test/blogAdminFixtures';
import type { BlogPost } from '../../modules/blogAdmin/types/blogAdmin';
import { formatPostDate, formatPostDateTime, toDateTimeInput } from '../../modules/blogAdmin/utils/blogAdminFormat';
import { apiError, fakeApi, makeUser, type FakeHandler, type FakeRequest } from '../../test/fakeApi';
import { renderRoute, storeSession } from '../../test/renderRoute';
import { fillIn, setupUser } from '../../test/user';

/*
 * antd's Table, Modal, Form and Popconfirm make every getComputedStyle in jsdom slow, so lookups
 * go by text, label and aria-label where they can, and the tests get more time than the default.
 */
jest.setTimeout(60_000);

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

// The page is a lazy chunk: load its module graph (antd Table, Form, Modal…) once up front.
beforeAll(() => import('./BlogManagementPage'));

const admin = makeUser({ id: 'admin-1', email: 'admin@example.com', is_admin: true });

/** `GET /blog/posts`: the page asked for of `posts`, 20 per page. */
function listOf(posts: BlogPost[]): FakeHandler {
  return (request) => {
    const params = (request.config.params ?? {}) as { page?: number; limit?: number };
    const page = params.page ?? 1;
    const limit = params.limit ?? 12;
    return {
      status: 200,
      body: {
        posts: posts.slice((page - 1) * limit, page * limit).map(summaryOf),
        total: posts.length,
        page,
        totalPages: Math.ceil(posts.length / limit),
      },
    };
  };
}

/** `GET /blog/posts/{slug}`: the whole post, or 404. */
function postsBySlug(posts: BlogPost[]): FakeHandler {
  return (request) => {
    const post = posts.find((candidate) => request.url === `/blog/posts/${candidate.slug}`);
    return post ? { status: 200, body: post } : apiError(404, 'Blog post not found');
  };
}

function openBlogAdmin(posts: BlogPost[] = [firstLetter, scams, mailRules], extra: Record<string, FakeHandler> = {}) {
  storeSession(admin, 'admin-token');
  api = fakeApi({
    'GET /blog/posts': listOf(posts),
    'GET /blog/posts/*': postsBySlug(posts),
    'GET /admin/blog/drafting': () => ({ status: 200, body: draftingStatus() }),
    ...extra,
  });
  return renderRoute('/admin/blogs');
}

async function row(title: string) {
  const cell = await screen.findByText(title, { selector: 'td a' });
  return within(cell.closest('tr') as HTMLElement);
}

/** The confirm button of an open Popconfirm. */
function confirmButton(text: string) {
  return screen.findByText(text, { selector: '.ant-popover button > span' });
}

async function openNewPost() {
  const user = setupUser();
  await user.click(await screen.findByText('New post', { selector: 'button span' }));
  const dialog = within(await screen.findByRole('dialog'));
  await dialog.findByLabelText('Title');
  return { user, dialog };
}

async function openEdit(title: string) {
  const user = setupUser();
  await user.click((await row(title)).getByLabelText(`Edit ${title}`));
  const dialog = within(await screen.findByRole('dialog'));
  await dialog.findByLabelText('Title');
  return { user, dialog };
}

function bodyOf(request: FakeRequest | undefined): Record<string, unknown> {
  return (request?.body ?? {}) as Record<string, unknown>;
}

describe('Blog Management', () => {
  describe('the table', () => {
    it('lists every post, drafts and scheduled ones too, with category, state, date and read time', async () => {
      openBlogAdmin();

      expect(await screen.findByRole('heading', { level: 1, name: 'Blog Management' })).toBeInTheDocument();
      expect(screen.getByText('Back to Dashboard').closest('a')).toHaveAttribute('href', '/admin');

      const letter = await row('Your first letter');
      expect(letter.getByText('Your first letter').closest('a')).toHaveAttribute('href', '/blog/your-first-letter');
      expect(letter.getByText('Getting Started')).toBeInTheDocument();
      expect(letter.getByText('Published')).toBeInTheDocument();
      expect(letter.getByText(formatPostDate(firstLetter.published_date))).toBeInTheDocument();
      expect(letter.getByText('4 min')).toBeInTheDocument();
      expect(letter.getByLabelText('Unpublish Your first letter')).toHaveTextContent('Unpublish');
      expect(letter.getByLabelText('Preview Your first letter')).toBeInTheDocument();
      expect(letter.getByLabelText('Delete Your first letter')).toBeInTheDocument();

      const scheduled = await row('Scams to avoid');
      expect(scheduled.getByText(`Scheduled for ${formatPostDateTime(scams.published_date)}`)).toBeInTheDocument();
      expect(scheduled.getByText('Safety')).toBeInTheDocument();

      const draft = await row('Mail rules by state');
      expect(draft.getByText('Draft')).toBeInTheDocument();
      expect(draft.getByLabelText('Publish Mail rules by state')).toHaveTextContent('Publish');

      const [request] = api.callsTo('GET /blog/posts');
      expect(request.config.params).toEqual({ published_only: false, page: 1, limit: 20 });
      expect(request.authorization).toBe('Bearer admin-token');
    });

    it('shows 20 posts per page and asks the server for the next page', async () => {
      const many = Array.from({ length: 45 }, (_, index) =>
        makePost({ id: `post-${index}`, slug: `post-number-${index}`, title: `Post number ${index}` }),
      );
      openBlogAdmin(many);

      await row('Post number 0');
      expect(screen.getByText('Post number 19', { selector: 'td a' })).toBeInTheDocument();
      expect(screen.queryByText('Post number 20', { selector: 'td a' })).not.toBeInTheDocument();

      await setupUser().click(screen.getByTitle('3'));
      await row('Post number 40');
      expect(screen.getByText('Post number 44', { selector: 'td a' })).toBeInTheDocument();
      expect(screen.queryByText('Post number 0', { selector: 'td a' })).not.toBeInTheDocument();
      expect(api.callsTo('GET /blog/posts').map((call) => call.config.params)).toEqual([
        { published_only: false, page: 1, limit: 20 },
        { published_only: false, page: 3, limit: 20 },
      ]);
    });

    it("says 'No blog posts available yet.' when there are none", async () => {
      openBlogAdmin([]);
      expect(await screen.findByText('No blog posts available yet.')).toBeInTheDocument();
    });

    it("says 'Failed to load blog posts' when the list cannot be loaded", async () => {
      openBlogAdmin([], { 'GET /blog/posts': () => apiError(503, 'Down for maintenance') });
      expect(await screen.findByText('Failed to load blog posts')).toBeInTheDocument();
      expect(screen.getByText('The blog posts could not be loaded')).toBeInTheDocument();
      expect(screen.getByText('Try again')).toBeInTheDocument();
    });
  });

  describe('create', () => {
    it('makes the slug from the title, sends the post published by default and reloads the list', async () => {
      const created = makePost({ id: 'post-9', slug: 'what-not-to-send-a-guide', title: 'What Not to Send: A Guide!' });
      openBlogAdmin([firstLetter], {
        'POST /admin/blog/posts': () => ({ status: 201, body: created }),
      });
      const { user, dialog } = await openNewPost();

      expect(dialog.getByText('New blog post')).toBeInTheDocument();
      expect(dialog.getByRole('switch', { name: 'Published' })).toBeChecked();
      expect(dialog.getByLabelText('Author')).toHaveAttribute('placeholder', 'Pen Pal Directory Team');

      await fillIn(user, dialog.getByLabelText('Title'), 'What Not to Send: A Guide!');
      expect(dialog.getByLabelText('Slug')).toHaveValue('what-not-to-send-a-guide');
      expect(dialog.getByLabelText('Slug')).toBeEnabled();
      await fillIn(user, dialog.getByLabelText('Keywords'), 'packages, mail rules');
      await fillIn(user, dialog.getByLabelText('Excerpt'), 'Some things never reach the person you write to.');
      expect(dialog.getByText('48 / 500')).toBeInTheDocument();
      const content = `<h2>Before you mail</h2><p>${'word '.repeat(250)}</p>`;
      await fillIn(user, dialog.getByLabelText('Content (HTML)'), content);
      // Tags are not words: 3 + 250 words, read at 200 a minute.
      expect(dialog.getByText('253 words · 2 min read')).toBeInTheDocument();

      const listLoads = api.callsTo('GET /blog/posts').length;
      await user.click(dialog.getByText('Save', { selector: 'button span' }));

      expect(await screen.findByText('Blog post created')).toBeInTheDocument();
      expect(bodyOf(api.callsTo('POST /admin/blog/posts')[0])).toEqual({
        slug: 'what-not-to-send-a-guide',
        title: 'What Not to Send: A Guide!',
        excerpt: 'Some things never reach the person you write to.',
        content,
        category: 'Getting Started',
        keywords: 'packages, mail rules',
        author: '',
        is_published: true,
        published_date: null,
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(api.callsTo('GET /blog/posts').length).toBeGreaterThan(listLoads));
    });

    it('lets the admin change the slug, which then no longer follows the title', async () => {
      openBlogAdmin([firstLetter]);
      const { user, dialog } = await openNewPost();

      await fillIn(user, dialog.getByLabelText('Title'), 'Café letters');
      expect(dialog.getByLabelText('Slug')).toHaveValue('cafe-letters');
      await user.clear(dialog.getByLabelText('Slug'));
      await user.type(dialog.getByLabelText('Slug'), 'letters');
      await user.type(dialog.getByLabelText('Title'), ' and more');
      expect(dialog.getByLabelText('Slug')).toHaveValue('letters');
    });

    it("says 'Please fill in all required fields' and sends nothing when a required field is empty", async () => {
      openBlogAdmin([firstLetter]);
      const { user, dialog } = await openNewPost();

      await fillIn(user, dialog.getByLabelText('Title'), 'Half a post');
      await user.click(dialog.getByText('Save', { selector: 'button span' }));

      expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
      expect(api.callsTo('POST /admin/blog/posts')).toHaveLength(0);
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });

    it("says 'Failed to save blog post' with the server's detail and keeps the dialog open", async () => {
      openBlogAdmin([firstLetter], {
        'POST /admin/blog/posts': () =>
          apiError(409, 'A blog post with this slug already exists. Please change the title or the slug.'),
      });
      const { user, dialog } = await openNewPost();

      await fillIn(user, dialog.getByLabelText('Title'), 'Your first letter');
      await fillIn(user, dialog.getByLabelText('Excerpt'), 'Again.');
      await fillIn(user, dialog.getByLabelText('Content (HTML)'), '<p>Again.</p>');
      await user.click(dialog.getByText('Save', { selector: 'button span' }));

      expect(
        await screen.findByText(
          'Failed to save blog post: A blog post with this slug already exists. Please change the title or the slug.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      expect(dialog.getByLabelText('Title')).toHaveValue('Your first letter');
    });

    it('schedules a post with a later publish date, and saves a draft', async () => {
      openBlogAdmin([firstLetter], {
        'POST /admin/blog/posts': (request) => ({ status: 201, body: makePost(bodyOf(request)) }),
      });
      const { user, dialog } = await openNewPost();

      await fillIn(user, dialog.getByLabelText('Title'), 'After release');
      await fillIn(user, dialog.getByLabelText('Excerpt'), 'The first weeks.');
      await fillIn(user, dialog.getByLabelText('Content (HTML)'), '<p>The first weeks.</p>');
      fireEvent.change(dialog.getByLabelText('Publish date'), { target: { value: '2099-06-15T10:30' } });
      const goesLive = new Date('2099-06-15T10:30').toISOString();
      expect(await dialog.findByText(`Scheduled: goes live on ${formatPostDateTime(goesLive)}.`)).toBeInTheDocument();

      await user.click(dialog.getByRole('switch', { name: 'Published' }));
      expect(await dialog.findByText('A draft: only admins can see it.')).toBeInTheDocument();
      await user.click(dialog.getByText('Save', { selector: 'button span' }));

      expect(await screen.findByText('Blog post created')).toBeInTheDocument();
      expect(bodyOf(api.callsTo('POST /admin/blog/posts')[0])).toMatchObject({
        is_published: false,
        published_date: goesLive,
      });
    });

    it('sends a chosen image as a data URL, and refuses files that are not images or too large', async () => {
      openBlogAdmin([firstLetter], {
        'POST /admin/blog/posts': (request) => ({ status: 201, body: makePost(bodyOf(request)) }),
      });
      const { user, dialog } = await openNewPost();
      const fileInput = () => document.querySelector('.blog-cover input[type="file"]') as HTMLInputElement;

      // The file picker offers images only, but a file can still be dropped or forced in.
      const anyFile = userEvent.setup({ applyAccept: false, pointerEventsCheck: PointerEventsCheckLevel.Never });
      await anyFile.upload(fileInput(), new File(['%PDF'], 'guide.pdf', { type: 'application/pdf' }));
      expect(await screen.findByText('Please upload an image file')).toBeInTheDocument();
      const huge = new File([new Uint8Array(5 * 1024 * 1024)], 'huge.png', { type: 'image/png' });
      await user.upload(fileInput(), huge);
      expect(await screen.findByText('Image size must be less than 5MB')).toBeInTheDocument();
      expect(dialog.queryByAltText('Social preview of this post')).not.toBeInTheDocument();

      await user.upload(fileInput(), new File(['png-bytes'], 'cover.png', { type: 'image/png' }));
      expect(await dialog.findByAltText('Social preview of this post')).toHaveAttribute(
        'src',
        expect.stringMatching(/^data:image\/png;base64,/),
      );

      await fillIn(user, dialog.getByLabelText('Title'), 'With a picture');
      await fillIn(user, dialog.getByLabelText('Excerpt'), 'A picture.');
      await fillIn(user, dialog.getByLabelText('Content (HTML)'), '<p>A picture.</p>');
      await user.click(dialog.getByText('Save', { selector: 'button span' }));

      expect(await screen.findByText('Blog post created')).toBeInTheDocument();
      expect(bodyOf(api.callsTo('POST /admin/blog/posts')[0]).image_base64).toBe(
        `data:image/png;base64,${btoa('png-bytes')}`,
      );
    });
  });

  describe('edit', () => {
    it('loads the whole post, locks the slug, and sends the changes without the unchanged date and image', async () => {
      openBlogAdmin([firstLetter, scams], {
        'PUT /admin/blog/posts/*': (request) => ({
          status: 200,
          body: { ...scams, ...(bodyOf(request) as Partial<BlogPost>) },
        }),
      });
      const { user, dialog } = await openEdit('Scams to avoid');

      expect(dialog.getByText('Edit blog post')).toBeInTheDocument();
      expect(dialog.getByLabelText('Slug')).toHaveValue('scams-to-avoid');
      expect(dialog.getByLabelText('Slug')).toBeDisabled();
      expect(dialog.getByText(/Locked: the address of a saved post never changes/)).toBeInTheDocument();
      expect(dialog.getByLabelText('Content (HTML)')).toHaveValue('<p>Never send money.</p>');
      expect(dialog.getByLabelText('Publish date')).toHaveValue(toDateTimeInput(scams.published_date));
      expect(dialog.getByAltText('Social preview of this post')).toHaveAttribute('src', '/api/media/blog/scams.webp');

      await user.type(dialog.getByLabelText('Title'), ' online');
      expect(dialog.getByLabelText('Slug')).toHaveValue('scams-to-avoid');
      await user.click(dialog.getByText('Save', { selector: 'button span' }));

      expect(await screen.findByText('Blog post saved')).toBeInTheDocument();
      expect(api.callsTo('GET /blog/posts/scams-to-avoid')).toHaveLength(1);
      expect(bodyOf(api.callsTo('PUT /admin/blog/posts/scams-to-avoid')[0])).toEqual({
        slug: 'scams-to-avoid',
        title: 'Scams to avoid online',
        excerpt: scams.excerpt,
        content: scams.content,
        category: 'Safety',
        keywords: 'scams, money',
        author: 'Pen Pal Directory Team',
        is_published: true,
      });
    });

    it('removes the image with null and sends a cleared date as null (now)', async () => {
      openBlogAdmin([scams], {
        'PUT /admin/blog/posts/*': () => ({ status: 200, body: { ...scams, image_url: null } }),
      });
      const { user, dialog } = await openEdit('Scams to avoid');

      await user.click(dialog.getByText('Remove image', { selector: 'button span' }));
      expect(dialog.queryByAltText('Social preview of this post')).not.toBeInTheDocument();
      fireEvent.change(dialog.getByLabelText('Publish date'), { target: { value: '' } });
      expect(await dialog.findByText('Empty: the post is dated when it is saved.')).toBeInTheDocument();
      await user.click(dialog.getByText('Save', { selector: 'button span' }));

      expect(await screen.findByText('Blog post saved')).toBeInTheDocument();
      expect(bodyOf(api.callsTo('PUT /admin/blog/posts/scams-to-avoid')[0])).toMatchObject({
        image_base64: null,
        published_date: null,
      });
    });
  });

  describe('publish and unpublish', () => {
    it('publishes a draft: the whole post is sent back with is_published flipped', async () => {
      const published = { ...mailRules, is_published: true, state: 'published' as const };
      let posts = [firstLetter, mailRules];
      openBlogAdmin(posts, {
        'GET /blog/posts': (request) => listOf(posts)(request),
        'PUT /admin/blog/posts/*': () => {
          posts = [firstLetter, published];
          return { status: 200, body: published };
        },
      });
      const draft = await row('Mail rules by state');

      await setupUser().click(draft.getByLabelText('Publish Mail rules by state'));

      expect(await screen.findByText('Blog post published')).toBeInTheDocument();
      expect(await draft.findByLabelText('Unpublish Mail rules by state')).toBeInTheDocument();
      expect(api.callsTo('GET /blog/posts/mail-rules')).toHaveLength(1);
      expect(bodyOf(api.callsTo('PUT /admin/blog/posts/mail-rules')[0])).toEqual({
        slug: 'mail-rules',
        title: 'Mail rules by state',
        excerpt: mailRules.excerpt,
        content: mailRules.content,
        category: 'Resources',
        keywords: 'mail rules',
        author: 'Pen Pal Directory Team',
        is_published: true,
      });
    });

    it("unpublishes a post, and says 'Failed to save blog post' with the detail when that fails", async () => {
      openBlogAdmin([firstLetter], {
        'PUT /admin/blog/posts/*': () => apiError(404, 'Blog post not found'),
      });
      const letter = await row('Your first letter');

      await setupUser().click(letter.getByLabelText('Unpublish Your first letter'));

      expect(await screen.findByText('Failed to save blog post: Blog post not found')).toBeInTheDocument();
      expect(bodyOf(api.callsTo('PUT /admin/blog/posts/your-first-letter')[0]).is_published).toBe(false);
      expect(letter.getByText('Published')).toBeInTheDocument();
    });
  });

  describe('delete', () => {
    it('deletes a post after the admin confirms, and reloads the list', async () => {
      let posts = [firstLetter, scams];
      openBlogAdmin(posts, {
        'GET /blog/posts': (request) => listOf(posts)(request),
        'DELETE /admin/blog/posts/*': () => {
          posts = [scams];
          return { status: 200, body: { message: 'Blog post deleted' } };
        },
      });
      const user = setupUser();

      await user.click((await row('Your first letter')).getByLabelText('Delete Your first letter'));
      expect(await screen.findByText('Delete this blog post?')).toBeInTheDocument();
      expect(api.callsTo('DELETE /admin/blog/posts/your-first-letter')).toHaveLength(0);
      await user.click(await confirmButton('Delete'));

      expect(await screen.findByText('Blog post deleted')).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.queryByText('Your first letter', { selector: 'td a' })).not.toBeInTheDocument(),
      );
      expect(api.callsTo('DELETE /admin/blog/posts/your-first-letter')).toHaveLength(1);
      expect(screen.getByText('Scams to avoid', { selector: 'td a' })).toBeInTheDocument();
    });

    it("says 'Failed to delete blog post' when the deletion fails", async () => {
      openBlogAdmin([firstLetter], { 'DELETE /admin/blog/posts/*': () => apiError(500, 'Boom') });
      const user = setupUser();

      await user.click((await row('Your first letter')).getByLabelText('Delete Your first letter'));
      await user.click(await confirmButton('Delete'));

      expect(await screen.findByText('Failed to delete blog post')).toBeInTheDocument();
      expect(screen.getByText('Your first letter', { selector: 'td a' })).toBeInTheDocument();
    });
  });

  describe('preview', () => {
    it('shows a stored post as readers will see it, its HTML rendered', async () => {
      openBlogAdmin([firstLetter]);

      await setupUser().click((await row('Your first letter')).getByLabelText('Preview Your first letter'));

      const dialog = within(await screen.findByRole('dialog'));
      expect(await dialog.findByRole('heading', { level: 1, name: 'Your first letter' })).toBeInTheDocument();
      expect(dialog.getByText('why', { selector: '.safe-html strong' })).toBeInTheDocument();
      expect(dialog.getByText('Start simply', { selector: '.safe-html h2' })).toBeInTheDocument();
    });

    it("previews the dialog's unsaved HTML as text only, and saved HTML as HTML", async () => {
      openBlogAdmin([firstLetter]);
      const { user, dialog } = await openEdit('Your first letter');

      // Unchanged: the server's own (sanitized) HTML.
      await user.click(dialog.getByText('Preview', { selector: 'button span' }));
      let preview = within((await screen.findAllByRole('dialog'))[1]);
      expect(await preview.findByText('why', { selector: '.safe-html strong' })).toBeInTheDocument();
      expect(preview.queryByText('Save to see the formatted preview')).not.toBeInTheDocument();
      await user.click(preview.getByText('Close', { selector: 'button span' }));
      await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));

      // Changed in the dialog: never put into the page as HTML.
      await user.clear(dialog.getByLabelText('Content (HTML)'));
      await fillIn(
        user,
        dialog.getByLabelText('Content (HTML)'),
        '<p>New <em>text</em></p><img src="x" onerror="window.__hacked = true"><script>window.__hacked = true</script><p>Second line</p>',
      );
      await user.click(dialog.getByText('Preview', { selector: 'button span' }));
      preview = within((await screen.findAllByRole('dialog'))[1]);
      expect(await preview.findByText('Save to see the formatted preview')).toBeInTheDocument();
      expect(preview.getByText(/New text\s+Second line/)).toBeInTheDocument();
      expect(document.querySelector('.ant-modal img[src="x"], .ant-modal em, .ant-modal script')).toBeNull();
      expect((window as { __hacked?: boolean }).__hacked).toBeUndefined();
    });
  });
});
