import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { apiLogin } from './support/helpers';
import { DEMO_MEMBER, postReply, postThread, runTag, type ForumThread } from './support/forum';

/**
 * The forum is open to anyone with an account, so its HTML is an attack surface. The classic
 * filter-evasion vectors go straight to the API (the editor would escape them), as threads and
 * as replies; then the pages that show them are opened in Chromium. Nothing may run: no dialog,
 * no script, no frame or plugin, no SVG/MathML, no event-handler attribute, no link that is not
 * http, https or mailto. The site's Content-Security-Policy would refuse inline scripts and
 * handlers anyway, so the HTML itself is checked, and the browser must have had nothing to
 * refuse (a CSP violation means something tried to run).
 */

const VECTORS: readonly string[] = [
  // Script tags, plain, mixed case, with a source, split and nested.
  '<script>alert(1)</script>',
  '<ScRiPt>alert(1)</sCrIpT>',
  '<SCRIPT SRC=https://xss.invalid/x.js></SCRIPT>',
  '<<script>alert(1);//<</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  // Event handlers on images and other elements.
  '<img src=x onerror=alert(1)>',
  '<IMG SRC=x OnErRoR=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<body onload=alert(1)>',
  '<p onclick="alert(1)" onmouseover="alert(1)">hover me</p>',
  '<details open ontoggle=alert(1)>details</details>',
  '<input autofocus onfocus=alert(1)>',
  '<marquee onstart=alert(1)>marquee</marquee>',
  // javascript: links, in every disguise.
  '<a href="javascript:alert(1)">plain javascript link</a>',
  '<a href="JaVaScRiPt:alert(1)">mixed case link</a>',
  '<a href="java&#x09;script:alert(1)">tab entity link</a>',
  '<a href="java\tscript:alert(1)">raw tab link</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">decimal entities link</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">hex entities link</a>',
  '<a href=" javascript:alert(1)">leading space link</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data link</a>',
  '<a href="vbscript:msgbox(1)">vbscript link</a>',
  // SVG and MathML.
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">svg link</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<math href="javascript:alert(1)">math link</math>',
  // Frames, plugins and other active elements.
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">submit</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<style>@import "javascript:alert(1)";</style>',
  '<p style="background:url(javascript:alert(1))">styled paragraph</p>',
  // Parser-confusion (mutation XSS) tricks.
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<textarea><img src=x onerror=alert(1)></textarea>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<template><img src=x onerror=alert(1)></template>',
  // Encoded entities must stay text.
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '&#60;img src=x onerror=alert(1)&#62;',
  // Broken and unclosed markup.
  '<img src=x onerror=alert(1)//',
  '<a href="javascript:alert(1)"',
  '<p onclick=alert(1)>unclosed paragraph',
  '<img """><script>alert(1)</script>">',
  '<div><a href="javascript:alert(1)">unclosed link',
];

/** Titles are shown as text everywhere, and go into the page's head: they get vectors too. */
const TITLE_VECTORS: readonly string[] = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '</script><script>alert(1)</script>',
  '"><svg onload=alert(1)>',
  "'-alert(1)-'",
  '<iframe src=javascript:alert(1)>',
];

const THREADS = 4;
/** Replies are spread over a few threads so each thread page holds one page of replies. */
const REPLY_THREADS = 3;

/** What the page holds that should not be there; `posts` counts the rendered posts. */
async function findActiveContent(page: Page): Promise<{ posts: number; problems: string[] }> {
  return page.evaluate(() => {
    const ALLOWED_TAGS = new Set([
      'p', 'br', 'strong', 'em', 'u', 's', 'blockquote', 'ul', 'ol', 'li', 'a', 'code', 'pre', 'h3', 'h4',
    ]);
    const SAFE_URL = /^(https?:|mailto:)/i;
    const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc'];
    const problems: string[] = [];
    const describe = (element: Element) => `<${element.localName}> ${element.outerHTML.slice(0, 120)}`;

    // Inside the posts: only the allow-list, no handler, no style, no unsafe URL.
    // (The posts are what the one HTML renderer, SafeHtml, put on the page; the editor's
    // writing area shares its styles but is not a post.)
    const posts = Array.from(document.querySelectorAll('.safe-html:not([contenteditable])'));
    for (const post of posts) {
      for (const element of Array.from(post.querySelectorAll('*'))) {
        if (!ALLOWED_TAGS.has(element.localName)) problems.push(`element outside the allow-list: ${describe(element)}`);
      }
      for (const element of [post, ...Array.from(post.querySelectorAll('*'))]) {
        for (const attribute of Array.from(element.attributes)) {
          const name = attribute.name.toLowerCase();
          if (name === 'style') problems.push(`style attribute: ${describe(element)}`);
          if (URL_ATTRIBUTES.includes(name) && !SAFE_URL.test(attribute.value.trim())) {
            problems.push(`unsafe ${name}: ${describe(element)}`);
          }
        }
      }
    }

    // Anywhere on the page: no handler attribute, no javascript: URL, no frame or plugin.
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        if (/^on/i.test(attribute.name)) problems.push(`handler attribute ${attribute.name}: ${describe(element)}`);
        if (/^\s*(javascript|vbscript):/i.test(attribute.value)) {
          problems.push(`script URL in ${attribute.name}: ${describe(element)}`);
        }
      }
    }
    for (const element of Array.from(document.querySelectorAll('iframe, frame, object, embed, base'))) {
      problems.push(`active element: ${describe(element)}`);
    }

    // Scripts: only the app's own bundles, its JSON-LD, the server's page data and the site's contact settings
    // (never executed), which must still be JSON: a post cannot close them early.
    for (const script of Array.from(document.querySelectorAll('script'))) {
      const source = script.getAttribute('src');
      if (source) {
        if (new URL(source, location.href).origin !== location.origin) problems.push(`foreign script ${source}`);
      } else if (script.type !== 'application/ld+json' && !(script.type === 'application/json' && ['ssr-data', 'site-contact'].includes(script.id))) {
        problems.push(`inline script: ${script.outerHTML.slice(0, 120)}`);
      } else {
        try {
          JSON.parse(script.textContent ?? '');
        } catch {
          problems.push(`JSON-LD that is not JSON: ${(script.textContent ?? '').slice(0, 120)}`);
        }
      }
    }
    return { posts: posts.length, problems };
  });
}

test('the classic XSS vectors posted as threads and replies run nowhere on the forum pages', async ({ page, request }) => {
  test.setTimeout(60_000);
  const tag = runTag();
  // An established member (a new account's posts would wait for approval, with two links at most).
  const writer = await apiLogin(request, DEMO_MEMBER);
  const category = 'questions';

  // Threads: each carries a slice of the vectors after a line of text (a post of no text is refused).
  const perThread = Math.ceil(VECTORS.length / THREADS);
  const threads: ForumThread[] = await Promise.all(
    Array.from({ length: THREADS }, (_, index) =>
      postThread(request, writer, {
        category,
        title: `XSS ${tag} thread ${index} ${TITLE_VECTORS.filter((_, at) => at % THREADS === index).join(' ')}`,
        content: `<p>xss-thread-${tag}-${index}</p>${VECTORS.slice(index * perThread, (index + 1) * perThread).join('\n')}`,
      }),
    ),
  );
  // Replies: one vector each, spread over the first few threads.
  const replies = VECTORS.map((vector, index) => ({
    threadId: threads[index % REPLY_THREADS].id,
    marker: `xss-reply-${tag}-${index}`,
    vector,
  }));
  await Promise.all(replies.map(({ threadId, marker, vector }) => postReply(request, writer, threadId, `<p>${marker}</p>${vector}`)));

  // What the server stored is already clean (a vector may survive as escaped text, never as a tag).
  for (const thread of threads) {
    expect(thread.content).not.toMatch(/<(script|img|svg|math|iframe|object|embed|style)\b/i);
    expect(thread.content).not.toMatch(/<[^>]*\son\w+\s*=/i);
    expect(thread.content).not.toMatch(/<[^>]*(href|src)\s*=\s*["']?\s*javascript:/i);
  }

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()} on ${page.url()}`);
    void dialog.dismiss();
  });
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(`${message.text()} on ${page.url()}`);
  });
  // A vector that reached the page would most likely try to load something from elsewhere.
  const foreignRequests: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol !== 'data:') foreignRequests.push(sent.url());
  });

  const check = async (where: string, expectedPosts: number) => {
    const { posts, problems } = await findActiveContent(page);
    expect(problems, where).toEqual([]);
    expect(posts, `rendered posts on ${where}`).toBeGreaterThanOrEqual(expectedPosts);
  };

  // The lists show stripped previews as text: the titles and previews are there, and nothing runs.
  const home = await page.goto('/forum');
  // The second line of defence is in place: no inline script may run on the site.
  expect(home?.headers()['content-security-policy']).toMatch(/script-src 'self'(;| https:)/);
  await expect(page.getByText(`XSS ${tag} thread ${THREADS - 1}`, { exact: false }).first()).toBeVisible();
  await check('/forum', 0);

  await page.goto(`/forum/category/${category}`);
  for (let index = 0; index < THREADS; index += 1) {
    await expect(page.getByText(`XSS ${tag} thread ${index}`, { exact: false }).first()).toBeVisible();
  }
  await check(`/forum/category/${category}`, 0);

  for (const [index, thread] of threads.entries()) {
    await page.goto(`/forum/thread/${thread.id}`);
    await expect(page.getByText(`xss-thread-${tag}-${index}`, { exact: true })).toBeVisible();
    const markers = replies.filter((reply) => reply.threadId === thread.id).map((reply) => reply.marker);
    for (const marker of markers) await expect(page.getByText(marker, { exact: true })).toBeVisible();
    // The thread's post and each reply went through the one HTML renderer.
    await check(`/forum/thread/${thread.id}`, 1 + markers.length);
  }
  // Time for anything loaded by the last page (an image's onerror) to fire.
  await page.waitForLoadState('networkidle');

  expect(dialogs).toEqual([]);
  expect(refused).toEqual([]);
  expect(foreignRequests).toEqual([]);
});
