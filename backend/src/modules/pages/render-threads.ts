import { Worker } from 'node:worker_threads';
import type zlib from 'node:zlib';
import { Logger } from '@nestjs/common';
import { compressNow, type FastCompression } from './page-encoding';
import { jsonForScript, type ApiAnswer, type PageRenderRequest, type PageRenderResult, type ReadApi, type RenderPage } from '../../shared/page-render';

/**
 * index.html cut where a rendered page goes (PageRendererService cuts it once), with the stylesheets each lazily
 * loaded module needs: what makes a rendered page a whole document.
 */
export interface PageFrame {
  /** Up to where the page's head tags go. */
  readonly beforeHead: string;
  /** From the head tags to the inside of the root element. */
  readonly beforeRoot: string;
  /** From the end of the page's markup to the inside of the SSR data script. */
  readonly beforeData: string;
  /** From the end of the data to the end of the document. */
  readonly afterData: string;
  /** The stylesheets each lazily loaded module needs, by its export name ('ProfilePage'). */
  readonly css: Readonly<Record<string, readonly string[]>>;
}

/** A page rendered into its whole document. */
export interface RenderedDocument {
  /** index.html with the page in it, in UTF-8 (left out when not asked for: DocumentRequest.withBody). */
  readonly body?: Uint8Array;
  /** The same compressed as DocumentRequest.compress says. */
  readonly encoded?: Uint8Array;
  /** How many times the page was rendered to find its data (PageRenderResult.passes). */
  readonly passes?: number;
}

/** What a render is asked for: the entry's request, without the server's in-process reader, and what to hand back. */
export type DocumentRequest = Omit<PageRenderRequest, 'readApi'> & {
  /** Also compress the page, for the request it is rendered for. */
  readonly compress: FastCompression | null;
  /** Hand back the page's HTML too (to keep it, or to send it as it is); without it, only the compressed bytes. */
  readonly withBody: boolean;
};

/**
 * The entry's result put into index.html, in UTF-8 bytes. A render thread hands the bytes over without a copy
 * (their memory moves to the main thread), so a page's text never becomes a string on the main thread's heap.
 * `toJson` is jsonForScript, given rather than imported: this function also runs in the render threads, sent
 * there as source text (threadSource), where no module of the server is loaded.
 */
export function documentOf(result: PageRenderResult, frame: PageFrame, toJson: (value: unknown) => string): { body: Uint8Array; passes?: number } {
  // The page's own stylesheets, which its markup needs before the first paint. Its code is not preloaded here:
  // the page is on screen without it, and the app fetches it as it starts, after the styles and the largest
  // image rather than competing with them.
  const css = new Set(result.modules.flatMap((name) => (Object.hasOwn(frame.css, name) ? frame.css[name] : [])));
  const stylesheets = [...css].map((href) => `<link rel="stylesheet" href="${href}">`);
  // antd's styles first, as antd itself puts them ("prepend"): the site's stylesheets, which adjust antd's look
  // with rules of the same weight, come after and win.
  const head = [result.styles, result.head, ...stylesheets].join('\n');
  const html = frame.beforeHead + head + frame.beforeRoot + result.html + frame.beforeData + toJson(result.data) + frame.afterData;
  return { body: new TextEncoder().encode(html), passes: result.passes };
}

/** The main thread to a render thread. */
type ToThread = { kind: 'render'; id: number; request: DocumentRequest; readInProcess: boolean } | { kind: 'answer'; id: number; answer?: ApiAnswer; error?: string };
/** A render thread to the main thread. */
type FromThread =
  | { kind: 'ready' }
  | { kind: 'read'; id: number; path: string }
  | { kind: 'rendered'; id: number; page: RenderedDocument | null }
  | { kind: 'failed'; id: number; error: string };

/**
 * A render thread's whole program: loads the entry, renders what it is asked for, reads the API through the main
 * thread (which runs the services) and hands back each page's bytes. Sent to the thread as source text
 * (threadSource): it uses nothing from this module but its parameters.
 */
function renderThreadMain(toDocument: typeof documentOf, toJson: (value: unknown) => string, compress: typeof compressNow): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- runs in the thread from source text: no imports there
  const threads = require('node:worker_threads') as typeof import('node:worker_threads');
  const port = threads.parentPort!;
  const { entry, frame } = threads.workerData as RenderThreadData;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- runs in the thread from source text: no imports there
  const z = require('node:zlib') as typeof zlib;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the built entry is CommonJS, named at run time
  const { renderPage } = require(entry) as { renderPage: RenderPage };
  const reads = new Map<number, { resolve: (answer: ApiAnswer) => void; reject: (error: Error) => void }>();
  let lastRead = 0;
  const readApi: ReadApi = (path) =>
    new Promise<ApiAnswer>((resolve, reject) => {
      lastRead += 1;
      reads.set(lastRead, { resolve, reject });
      port.postMessage({ kind: 'read', id: lastRead, path } satisfies FromThread);
    });
  const reply = (message: FromThread, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
  port.on('message', (message: ToThread) => {
    if (message.kind === 'answer') {
      const read = reads.get(message.id);
      reads.delete(message.id);
      if (message.answer) read?.resolve(message.answer);
      else read?.reject(new Error(message.error ?? 'The read failed'));
      return;
    }
    const { id, request, readInProcess } = message;
    const { compress: how, withBody, ...pageRequest } = request;
    Promise.resolve()
      .then(() => renderPage({ ...pageRequest, readApi: readInProcess ? readApi : undefined }))
      .then((result) => {
        if (!result) return reply({ kind: 'rendered', id, page: null });
        const { body, passes } = toDocument(result, frame, toJson);
        // A copy of zlib's bytes, which may sit in Node's shared buffer pool: only a buffer of their own can move.
        const encoded = how ? new Uint8Array(compress(z, body, how)) : undefined;
        const page: RenderedDocument = { body: withBody ? body : undefined, encoded, passes };
        const moved = [page.body?.buffer, page.encoded?.buffer].filter((buffer) => buffer !== undefined) as ArrayBuffer[];
        reply({ kind: 'rendered', id, page }, moved);
      })
      .catch((error: unknown) => reply({ kind: 'failed', id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }));
  });
  reply({ kind: 'ready' });
}

/** What a render thread is started with. */
interface RenderThreadData {
  /** The server-rendering entry's file. */
  readonly entry: string;
  readonly frame: PageFrame;
}

/** The render thread's program as source text: its main function, called with the functions it needs. */
const threadSource = `'use strict';\n(${renderThreadMain.toString()})(${documentOf.toString()}, ${jsonForScript.toString()}, ${compressNow.toString()});\n`;

/** One render thread and the renders it has under way. */
interface Thread {
  readonly worker: Worker;
  readonly ready: Promise<void>;
  readonly pending: Map<number, { resolve: (page: RenderedDocument | null) => void; reject: (error: Error) => void }>;
  /** When the thread last sent anything, or was last sent the answer to a read (performance.now()). */
  heardAt: number;
  /** Its API reads the main thread is answering now. */
  readsOut: number;
}

/**
 * How much longer than a render's own time limit a thread may go without a word, no read of its own waiting, before
 * it counts as stuck (a render that never yields: a loop) and is stopped.
 */
const STUCK_GRACE_MS = 500;
/** The longest a thread may take to load the entry (it takes well under a second): past it, it counts as failed. */
const START_TIMEOUT_MS = 30_000;

/** No render thread can take a render: they are closed, or waiting to start again after stopping. Not a render's own failure. */
export class RenderThreadsUnavailable extends Error {}
/**
 * The most a render thread's heap may hold (MB). A thread holds the app's code and the renders under way (about 20 MB
 * between collections under a crawl, issue 28); a render that runs away ends its thread, not the process.
 */
const THREAD_OLD_SPACE_MB = 256;
/** A thread that stops within this long of its start counts as stopping soon (its replacement waits). */
const RESTART_SOON_MS = 10_000;
/** The waits before starting a thread again after threads that stop soon: the first, doubled each time, to the last. */
const RESTART_WAIT_MIN_MS = 1_000;
const RESTART_WAIT_MAX_MS = 30_000;

/**
 * Renders pages on worker threads (PAGE_RENDER_THREADS), so that rendering, the most CPU a page costs, neither
 * holds up the main thread's event loop (the API, the database reads, the sockets) nor leaves its garbage on the
 * main thread's heap, whose collections would pause every request in flight. Each thread loads the entry once;
 * the entry reads the API through the main thread, which runs the same in-process reads as a render there.
 * A render goes to the thread with the fewest under way. A thread that stops (a crash, or out of memory) fails its
 * renders, which go out unrendered, and the next render starts a new one; one that keeps stopping soon after it
 * started is replaced after a wait that doubles (1 s to 30 s; renders meanwhile go out unrendered), so an entry that
 * crashes on some page cannot have every request start a thread. An entry that cannot be loaded fails start(), and
 * the pages are the browser's to render.
 */
export class RenderThreads {
  private readonly logger = new Logger('RenderThreads');
  private readonly threads: Thread[] = [];
  private lastRender = 0;
  private closed = false;
  /** start() succeeded: a thread that fails to load from now on is a replacement's failure, logged and waited for. */
  private started = false;
  /** No thread is started before this (performance.now()): the wait after a thread that stopped soon. */
  private restartAt = 0;
  /** The wait before the next restart, if the thread now running stops soon too. */
  private restartWait = 0;

  constructor(
    private readonly data: RenderThreadData,
    private readonly count: number,
    /** The server's in-process reader, looked up at each read (it exists once the HTTP adapter does). */
    private readonly readApi: () => ReadApi | undefined,
  ) {}

  /** Starts the threads and waits until each has loaded the entry; rejects when one cannot, or takes too long. */
  async start(): Promise<void> {
    this.spawnMissing();
    let timer: NodeJS.Timeout | undefined;
    const tooLong = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`The render threads did not load the entry within ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS);
    });
    try {
      await Promise.race([Promise.all(this.threads.map((thread) => thread.ready)), tooLong]);
      this.started = true;
    } finally {
      clearTimeout(timer);
    }
  }

  /** The page rendered by the least busy thread (a new one in place of any that stopped). */
  async render(request: DocumentRequest): Promise<RenderedDocument | null> {
    if (this.closed) throw new RenderThreadsUnavailable('The render threads are closed');
    if (performance.now() >= this.restartAt) this.spawnMissing();
    if (!this.threads.length) throw new RenderThreadsUnavailable('The render threads are starting again after stopping');
    const thread = this.threads.reduce((best, next) => (next.pending.size < best.pending.size ? next : best));
    await thread.ready;
    this.lastRender += 1;
    const id = this.lastRender;
    const sentAt = performance.now();
    return new Promise<RenderedDocument | null>((resolve, reject) => {
      // A render the thread does not answer while it says nothing at all (since the render was sent, or since its
      // last message if later) and waits for no read is a thread stuck in a loop: it is stopped (its renders fail,
      // the next render starts a new one), so it cannot hold every page after it to its time limit. Checked again
      // while the render is under way; new renders sent to it do not count as its word.
      const limit = request.timeoutMs + STUCK_GRACE_MS;
      const check = () => {
        if (!thread.pending.has(id)) return;
        const silentFor = performance.now() - Math.max(thread.heardAt, sentAt);
        if (thread.readsOut === 0 && silentFor >= limit && this.threads.includes(thread)) {
          this.logger.error({ silentMs: Math.round(silentFor) }, 'A render thread stopped answering; it is stopped and a new one takes its place');
          void thread.worker.terminate();
          return;
        }
        watch = setTimeout(check, limit);
      };
      let watch = setTimeout(check, limit);
      thread.pending.set(id, {
        resolve: (page) => {
          clearTimeout(watch);
          resolve(page);
        },
        reject: (error) => {
          clearTimeout(watch);
          reject(error);
        },
      });
      const message: ToThread = { kind: 'render', id, request, readInProcess: this.readApi() !== undefined };
      thread.worker.postMessage(message);
    });
  }

  /** Stops every thread; renders under way fail. */
  async close(): Promise<void> {
    this.closed = true;
    const stopping = this.threads.splice(0).map((thread) => thread.worker.terminate());
    await Promise.all(stopping);
  }

  /** Starts threads until there are PAGE_RENDER_THREADS of them. */
  private spawnMissing(): void {
    while (this.threads.length < this.count) this.threads.push(this.spawn());
  }

  private spawn(): Thread {
    const worker = new Worker(threadSource, { eval: true, workerData: this.data, resourceLimits: { maxOldGenerationSizeMb: THREAD_OLD_SPACE_MB } });
    // A thread never keeps the process running: close() stops it, and so does the process's end.
    worker.unref();
    const pending: Thread['pending'] = new Map();
    let started!: () => void;
    let failedToStart!: (error: Error) => void;
    const ready = new Promise<void>((resolve, reject) => {
      started = resolve;
      failedToStart = reject;
    });
    // Awaited by each render; a thread that never starts must not also be an unhandled rejection.
    ready.catch(() => undefined);
    const startedAt = performance.now();
    const thread: Thread = { worker, ready, pending, heardAt: startedAt, readsOut: 0 };
    worker.on('message', (message: FromThread) => {
      thread.heardAt = performance.now();
      switch (message.kind) {
        case 'ready':
          running = true;
          return started();
        case 'read':
          return this.answerRead(thread, message.id, message.path);
        case 'rendered':
          pending.get(message.id)?.resolve(message.page);
          pending.delete(message.id);
          return;
        case 'failed':
          pending.get(message.id)?.reject(new Error(message.error));
          pending.delete(message.id);
          return;
      }
    });
    let running = false;
    let stoppedOnce = false;
    const stopped = (error: Error) => {
      // The first start's failure to load the entry is start()'s to report; a thread closed is no failure. Any other
      // stop (a crash, or a replacement that cannot load the entry) is logged and may make the next one wait.
      if (!stoppedOnce && !this.closed && (running || this.started)) {
        this.logger.error({ err: error }, 'A render thread stopped; its renders go out unrendered');
        // The first stop is replaced at once; a thread that stops within RESTART_SOON_MS of its start again waits
        // twice as long as the last, up to RESTART_WAIT_MAX_MS; one that ran longer starts the count again.
        const now = performance.now();
        if (now - startedAt >= RESTART_SOON_MS) this.restartWait = 0;
        this.restartAt = now + this.restartWait;
        this.restartWait = Math.min(RESTART_WAIT_MAX_MS, Math.max(RESTART_WAIT_MIN_MS, this.restartWait * 2));
      }
      running = false;
      stoppedOnce = true;
      const at = this.threads.indexOf(thread);
      if (at >= 0) this.threads.splice(at, 1);
      failedToStart(error);
      for (const render of pending.values()) render.reject(error);
      pending.clear();
    };
    worker.on('error', stopped);
    worker.on('exit', (code) => stopped(new Error(`The render thread stopped (exit code ${code})`)));
    return thread;
  }

  /** A thread's API read, run by the main thread's reader, and its answer (or why it failed) sent back. */
  private answerRead(thread: Thread, id: number, path: string): void {
    const read = this.readApi();
    thread.readsOut += 1;
    const reply = (message: ToThread) => {
      thread.readsOut -= 1;
      // The thread heard from the main thread last: its silence is counted from here.
      thread.heardAt = performance.now();
      // A thread stopped meanwhile: nobody waits for the answer.
      if (!this.closed) thread.worker.postMessage(message);
    };
    if (!read) return reply({ kind: 'answer', id, error: 'No in-process reader' });
    // A reader that throws at once answers as one that fails: never an exception in this message handler.
    Promise.resolve()
      .then(() => read(path))
      .then(
        (answer) => reply({ kind: 'answer', id, answer: { status: answer.status, contentType: answer.contentType, body: answer.body } }),
        (error: unknown) => reply({ kind: 'answer', id, error: error instanceof Error ? error.message : String(error) }),
      );
  }
}
