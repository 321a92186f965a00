'use strict';
/**
 * A local stand-in for an OpenAI-compatible chat-completions API (POST /v1/chat/completions), for
 * testing the real `openai` client and the blog's AI drafting without a real model.
 *
 * Plain CommonJS with Node built-ins only, so that both the backend's integration tests (which import
 * it) and the browser tests (which run it as a second web server) can use it:
 *
 *   node backend/test/fakes/fake-llm-server.js --port 3200 [--delay 75] [--api-key KEY]
 *
 * (or FAKE_LLM_PORT, FAKE_LLM_DELAY_MS, FAKE_LLM_API_KEY). It prints nothing; GET /health answers 200
 * once it listens, GET /requests lists what it was asked (without the prompts).
 *
 * The answer is a realistic ~900-word HTML article about the request's title (the `Title:` line of the
 * last user message), sent in about 40 pieces `delay` ms apart. A marker in the title chooses another
 * behaviour, per request, so tests can run side by side:
 *   [slow]        a piece every 500 ms
 *   [error]       HTTP 500 with an OpenAI-style JSON error
 *   [auth]        HTTP 401 (as a wrong API key would get)
 *   [hang]        accepts the request and never answers
 *   [disconnect]  drops the connection part-way through the answer
 *   [empty]       an answer with no text
 *   [fences]      the HTML wrapped in ```html fences, with a line of chat before them
 *   [script]      the HTML carries a <script> and an onerror attribute
 */
const http = require('node:http');

const CHUNKS = 40;
const SLOW_DELAY_MS = 500;
const MARKERS = ['slow', 'error', 'auth', 'hang', 'disconnect', 'empty', 'fences', 'script'];
const COMPLETION_PATHS = new Set(['/v1/chat/completions', '/chat/completions']);

/** The behaviour a title asks for: the first marker it holds, or 'normal'. */
function behaviourOf(title) {
  const lower = String(title).toLowerCase();
  return MARKERS.find((marker) => lower.includes(`[${marker}]`)) ?? 'normal';
}

function escapeHtml(text) {
  return String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** What the prompt asks about: its `Title:`, `Keywords:` and `Category:` lines (the last user message). */
function readPrompt(messages) {
  const users = Array.isArray(messages) ? messages.filter((m) => m && m.role === 'user') : [];
  const last = users.length ? users[users.length - 1] : undefined;
  const text = typeof last?.content === 'string' ? last.content : Array.isArray(last?.content) ? last.content.map((p) => p?.text ?? '').join('\n') : '';
  const line = (name) => new RegExp(`^${name}:[ \\t]*(.*)$`, 'mi').exec(text)?.[1]?.trim();
  const title = line('Title') ?? text.split('\n')[0]?.trim() ?? '';
  const keywords = (line('Keywords') ?? '').split(',').map((k) => k.trim()).filter(Boolean);
  return { title, keywords, category: line('Category') ?? 'Getting Started', prompt: text };
}

/** A ~900-word article about `title`, in the tags the blog allows, opening with a short summary paragraph. */
function buildArticle({ title, keywords = [], category = 'Getting Started' }, behaviour = 'normal') {
  const t = escapeHtml(title);
  const k = keywords.length ? keywords.map(escapeHtml) : ['letters', 'pen pals'];
  const k1 = k[0];
  const k2 = k[1] ?? k[0];
  const parts = [
    `<p>${t}: a practical guide for people writing to someone in prison, covering ${k1}, what to expect, and how to keep every letter safe, honest and kind.</p>`,
    `<h2>Why this matters</h2>`,
    `<p>Mail is often the only steady contact a person in prison has with the world outside. A letter that arrives on time, follows the facility's rules and reads like it came from a real person can change someone's week. This guide on ${t} is written for first-time writers as much as for people who have written for years, and it sticks to what you can do today from your phone or kitchen table. Nothing here asks you to spend money: the best things you can send are attention, patience and honesty.</p>`,
    `<h2>Before you start</h2>`,
    `<p>Every state, and often every facility, has its own rules for mail. Look up the facility's current mail policy on the department of corrections website before you write, and check it again every few months because policies change. Write down the person's full name and inmate number exactly as the facility lists them. Many letters are returned simply because the number is missing or the envelope uses a nickname. If the facility scans mail, your letter may be read on a screen, so keep handwriting clear or type it.</p>`,
    `<ul>`,
    `<li><strong>Use the full legal name and number</strong> on the envelope and on the first page of the letter.</li>`,
    `<li><strong>Put your return address</strong> on the envelope; most facilities refuse mail without one.</li>`,
    `<li><strong>Send plain paper</strong> in a plain white envelope, with no stickers, glitter, perfume or tape.</li>`,
    `<li><strong>Keep a copy</strong> or a short note of what you wrote and when, so you can follow the conversation.</li>`,
    `</ul>`,
    `<h2>Writing about ${k1}</h2>`,
    `<p>Start simply. Say who you are, how you found their profile, and why you chose to write. A few sentences about your day, a book you are reading or something that made you laugh gives the other person something to answer. Ask open questions, but do not interview them about their case; they will share what they want to share when they trust you. When the topic is ${k1}, be concrete: describe what you have tried, what worked and what did not, and invite them to tell you about their own experience.</p>`,
    `<p>Keep the tone steady from one letter to the next. People inside often say that what they value most is consistency: a writer who answers every few weeks is worth more than one who sends ten pages once and disappears. If you need a break, say so in a short note instead of going silent.</p>`,
    `<h2>Staying safe</h2>`,
    `<p>Most people you write to are simply glad to have someone to talk to, but it is wise to set boundaries from the first letter. Use a post office box or a mail forwarding service if you prefer not to share your home address. Never send money, gift cards, phone cards or account details, even when a request sounds urgent or comes with a sad story; a real friendship does not depend on money. If someone pressures you, you can stop writing, and you can report a profile to the site.</p>`,
    `<blockquote>A good rule: write as if your letter may be read by staff, because it may be. Share what you would be comfortable seeing on a notice board.</blockquote>`,
    `<h2>Keeping the conversation going</h2>`,
    `<p>Letters can take one to three weeks each way, so the rhythm is slow. Number your letters so both of you can tell if one went missing. Answer their questions before asking new ones, and refer back to something they told you last time; it shows you read carefully. Themes such as ${k2}, favourite meals, music, places you would like to see or plans after release give a conversation room to grow. When there is little news, a short letter is still welcome.</p>`,
    `<ol>`,
    `<li>Read their last letter again before you reply.</li>`,
    `<li>Answer what they asked, then add something new about your week.</li>`,
    `<li>End with one or two open questions and a clear sign-off.</li>`,
    `</ol>`,
    `<h2>What not to send</h2>`,
    `<p>Facilities refuse many items that seem harmless: greeting cards with layers or glue, polaroid photos, staples, paper clips, colored paper, drawings in crayon or marker, and anything that could hide something. Photos are often allowed only as standard prints of a limited size and number. Books and magazines usually must come straight from a publisher or an approved seller. When in doubt, leave it out, and ask the person what their unit allows; they know the rules better than anyone.</p>`,
    `<h2>Getting help</h2>`,
    `<p>You do not have to figure this out alone. The guides in the ${escapeHtml(category)} section of our blog explain envelopes, state restrictions and common scams step by step. If a letter comes back, read the stamp or note on it: it usually says which rule it broke. Fix that one thing and send it again. Many writers find that after the first few exchanges the routine becomes easy, and the friendship becomes the part that matters.</p>`,
    `<p>Writing to someone in prison is one of the simplest ways to remind a person that they are still part of a community. Take your time, stay honest, keep yourself safe, and enjoy the conversation.</p>`,
  ];
  if (behaviour === 'script') {
    parts.splice(
      3,
      0,
      `<script>fetch('/api/admin/users', { method: 'DELETE' })</script>`,
      `<p>A picture: <img src="x" onerror="alert('xss')"> and a <a href="javascript:alert(1)">link</a>.</p>`,
    );
  }
  const html = parts.join('\n');
  return behaviour === 'fences' ? `Here is the article you asked for:\n\n\`\`\`html\n${html}\n\`\`\`\n\nLet me know if you want changes.` : html;
}

/** `text` cut into about `count` pieces at arbitrary places (a model's tokens split tags and words too). */
function splitIntoChunks(text, count = CHUNKS) {
  if (!text) return [];
  const size = Math.max(1, Math.ceil(text.length / count));
  const chunks = [];
  for (let i = 0; i < text.length; i += size) chunks.push(text.slice(i, i + size));
  return chunks;
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const parts = [];
    req.on('data', (part) => parts.push(part));
    req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    req.on('error', reject);
  });
}

class FakeLlmServer {
  /**
   * @param {{ port?: number, host?: string, chunkDelayMs?: number, apiKey?: string | null }} [options]
   */
  constructor(options = {}) {
    this.port = options.port ?? 0;
    this.host = options.host ?? '127.0.0.1';
    /** Milliseconds between the pieces of a streamed answer (and the total wait of a plain one is 40 of them). */
    this.chunkDelayMs = options.chunkDelayMs ?? 0;
    /** When set, a request without `Authorization: Bearer <apiKey>` answers 401. */
    this.apiKey = options.apiKey ?? null;
    /** Every chat-completions request, in order of arrival. */
    this.requests = [];
    this.server = http.createServer((req, res) => {
      this.handle(req, res).catch((error) => {
        if (!res.headersSent) this.sendJson(res, 500, { error: { message: String(error), type: 'server_error', code: null } });
        else res.destroy();
      });
    });
  }

  /** The base URL a client is configured with (LLM_BASE_URL). */
  get url() {
    return `http://${this.host}:${this.port}/v1`;
  }

  /** Listens on the port given (0: a free one). */
  async start() {
    await new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.port, this.host, () => {
        this.server.off('error', reject);
        resolve();
      });
    });
    this.port = this.server.address().port;
    return this;
  }

  /** Stops listening and drops every open connection (a [hang] request included). */
  async stop() {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** Requests whose title holds `text` (case-insensitive). */
  requestsFor(text) {
    const needle = String(text).toLowerCase();
    return this.requests.filter((r) => r.title.toLowerCase().includes(needle));
  }

  async handle(req, res) {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method === 'GET' && path === '/health') return this.sendJson(res, 200, { status: 'ok' });
    if (req.method === 'GET' && path === '/requests') {
      return this.sendJson(res, 200, this.requests.map(({ body: _body, prompt: _prompt, messages: _messages, ...rest }) => rest));
    }
    if (req.method !== 'POST' || !COMPLETION_PATHS.has(path)) {
      return this.sendJson(res, 404, { error: { message: `Unknown request ${req.method} ${path}`, type: 'invalid_request_error', code: 'not_found' } });
    }

    const raw = await readBody(req);
    let body;
    try {
      body = JSON.parse(raw);
    } catch {
      return this.sendJson(res, 400, { error: { message: 'The body is not valid JSON', type: 'invalid_request_error', code: null } });
    }
    const { title, keywords, category, prompt } = readPrompt(body.messages);
    const behaviour = behaviourOf(title);
    const record = {
      path,
      model: body.model ?? null,
      stream: body.stream === true,
      title,
      keywords,
      category,
      behaviour,
      authorization: req.headers.authorization ?? null,
      messages: Array.isArray(body.messages) ? body.messages : [],
      prompt,
      body,
      /** The client went away before the answer was complete (a cancel that reached the model). */
      aborted: false,
      /** The whole answer was sent. */
      completed: false,
    };
    this.requests.push(record);

    const timers = new Set();
    let droppedByUs = false;
    res.on('close', () => {
      for (const timer of timers) clearTimeout(timer);
      if (!res.writableFinished && !droppedByUs) record.aborted = true;
    });
    const wait = (ms) => new Promise((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });
    const gone = () => res.destroyed || res.writableEnded;

    // A wrong or missing key gets what a real API answers to one.
    if (this.apiKey && req.headers.authorization !== `Bearer ${this.apiKey}`) record.behaviour = 'auth';
    switch (record.behaviour) {
      case 'auth':
        return this.sendJson(res, 401, {
          error: { message: 'Incorrect API key provided.', type: 'invalid_request_error', param: null, code: 'invalid_api_key' },
        });
      case 'error':
        return this.sendJson(res, 500, {
          error: { message: 'The model had an internal error while processing your request.', type: 'server_error', param: null, code: null },
        });
      case 'hang':
        return; // Never answers; the connection stays open until the client (or stop()) closes it.
      default:
        break;
    }

    const article = record.behaviour === 'empty' ? '' : buildArticle({ title, keywords, category }, record.behaviour);
    const chunks = splitIntoChunks(article);
    const delay = record.behaviour === 'slow' ? SLOW_DELAY_MS : this.chunkDelayMs;
    const id = `chatcmpl-fake-${this.requests.length}`;
    const created = Math.floor(Date.now() / 1000);
    const model = body.model ?? 'fake-model';

    if (!record.stream) {
      await wait(delay * chunks.length);
      if (gone()) return;
      if (record.behaviour === 'disconnect') {
        droppedByUs = true;
        return void req.socket.destroy();
      }
      this.sendJson(res, 200, {
        id,
        object: 'chat.completion',
        created,
        model,
        choices: [{ index: 0, message: { role: 'assistant', content: article, refusal: null }, logprobs: null, finish_reason: 'stop' }],
        usage: { prompt_tokens: Math.ceil(prompt.length / 4), completion_tokens: Math.ceil(article.length / 4), total_tokens: Math.ceil((prompt.length + article.length) / 4) },
      });
      record.completed = true;
      return;
    }

    res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
    const send = (delta, finishReason = null) =>
      res.write(`data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }] })}\n\n`);
    send({ role: 'assistant', content: '' });
    for (let i = 0; i < chunks.length; i += 1) {
      if (delay > 0) await wait(delay);
      if (gone()) return;
      if (record.behaviour === 'disconnect' && i === Math.floor(chunks.length / 3)) {
        droppedByUs = true;
        return void req.socket.destroy();
      }
      send({ content: chunks[i] });
    }
    if (gone()) return;
    send({}, 'stop');
    res.end('data: [DONE]\n\n');
    record.completed = true;
  }

  sendJson(res, status, value) {
    const text = JSON.stringify(value);
    res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) });
    res.end(text);
  }
}

/** `--name value` from the command line, else the environment variable, else the fallback. */
function option(argv, name, envName, fallback) {
  const at = argv.indexOf(`--${name}`);
  if (at !== -1 && argv[at + 1] !== undefined) return argv[at + 1];
  return process.env[envName] ?? fallback;
}

module.exports = { FakeLlmServer, buildArticle, splitIntoChunks, behaviourOf, MARKERS, CHUNKS, SLOW_DELAY_MS };

if (require.main === module) {
  const argv = process.argv.slice(2);
  const server = new FakeLlmServer({
    port: Number(option(argv, 'port', 'FAKE_LLM_PORT', '3200')),
    host: option(argv, 'host', 'FAKE_LLM_HOST', '127.0.0.1'),
    chunkDelayMs: Number(option(argv, 'delay', 'FAKE_LLM_DELAY_MS', '0')),
    apiKey: option(argv, 'api-key', 'FAKE_LLM_API_KEY', null),
  });
  server.start().catch((error) => {
    process.stderr.write(`fake LLM server: ${error.message}\n`);
    process.exit(1);
  });
  const shutdown = () => void server.stop().then(() => process.exit(0));
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}
