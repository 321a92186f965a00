import { NETWORK_ERROR_MESSAGE } from '../../../api/errors';
import { API_BASE_URL } from '../../../config/env';
import { getAuthToken } from '../../auth/session';
import { handleSessionExpired } from '../../auth/sessionExpiry';
import { BLOG_ADMIN_MESSAGES } from '../messages';
import type { DraftProgress, DraftRequest, DraftSnapshot, GeneratedBlogPost } from '../types/blogAdmin';
import { createSseParser, type SseEvent } from '../utils/sseParser';

/** A draft that could not be made: the HTTP status (when there was an answer) and the server's words. */
export class DraftingError extends Error {
  readonly status: number | undefined;
  /** The server's `detail`, or a description of what went wrong on the way; null when nothing was said. */
  readonly detail: string | null;

  constructor(status: number | undefined, detail: string | null) {
    super(detail ?? `Drafting failed${status === undefined ? '' : ` (${status})`}`);
    this.name = 'DraftingError';
    this.status = status;
    this.detail = detail;
  }
}

export type StreamDraftOptions = {
  /** Aborting it stops the call (the server then stops the model and records the run as cancelled). */
  signal: AbortSignal;
  onProgress?: (progress: DraftProgress) => void;
  /** The draft so far, sanitized by the server. */
  onDraft?: (draft: DraftSnapshot) => void;
};

function detailOf(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const { detail, message } = body as { detail?: unknown; message?: unknown };
  for (const value of [detail, message]) {
    const text = Array.isArray(value) ? value.filter((part) => typeof part === 'string').join('; ') : value;
    if (typeof text === 'string' && text.trim()) return text.trim();
  }
  return null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isGeneratedPost(value: unknown): value is GeneratedBlogPost {
  const post = value as Partial<GeneratedBlogPost> | null | undefined;
  return !!post && typeof post.content === 'string' && typeof post.excerpt === 'string' && typeof post.slug === 'string';
}

/**
 * Reads one event of the stream: reports progress and the draft so far, and returns the finished
 * draft on `done`. An `error` event (the model failed, could not be reached, took too long or
 * said nothing) throws a DraftingError with the server's status and detail.
 */
function readEvent(event: SseEvent, options: StreamDraftOptions): GeneratedBlogPost | undefined {
  const data = parseJson(event.data);
  switch (event.event) {
    case 'progress': {
      const progress = data as Partial<DraftProgress> | undefined;
      if (typeof progress?.words === 'number' && typeof progress.elapsed_ms === 'number') {
        options.onProgress?.({ words: progress.words, elapsed_ms: progress.elapsed_ms });
      }
      return undefined;
    }
    case 'draft': {
      const draft = data as Partial<DraftSnapshot> | undefined;
      if (typeof draft?.content === 'string') {
        options.onDraft?.({ content: draft.content, words: typeof draft.words === 'number' ? draft.words : 0 });
      }
      return undefined;
    }
    case 'done':
      if (!isGeneratedPost(data)) throw new DraftingError(undefined, BLOG_ADMIN_MESSAGES.draftCutOff);
      return data;
    case 'error': {
      const status = (data as { statusCode?: unknown } | undefined)?.statusCode;
      throw new DraftingError(typeof status === 'number' ? status : undefined, detailOf(data));
    }
    default:
      return undefined;
  }
}

/**
 * The streaming AI draft: `POST /api/admin/blog/generate/stream?title&keywords&category` with the
 * stored bearer token, read with `fetch` (axios cannot read a response as it arrives). The answer is
 * server-sent events: `progress` ({words, elapsed_ms}), `draft` ({content, words}: the sanitized HTML
 * so far), then `done` (the whole draft, returned) or `error`; comment lines are heartbeats.
 *
 * Errors found before the stream starts come as a JSON error body with their status (422 the
 * request, 429 too many drafts, 503 not set up): thrown as a DraftingError with the detail, as is
 * a lost connection or a stream that ends without `done`. A 401 ends the session like any other
 * call. Aborting `signal` rejects with the abort error (an AbortError DOMException).
 */
export async function streamDraft(request: DraftRequest, options: StreamDraftOptions): Promise<GeneratedBlogPost> {
  const { signal } = options;
  const token = getAuthToken();
  const query = new URLSearchParams({ title: request.title, keywords: request.keywords, category: request.category });
  const headers: Record<string, string> = { Accept: 'text/event-stream' };
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}/admin/blog/generate/stream?${query.toString()}`, {
      method: 'POST',
      headers,
      signal,
      cache: 'no-store',
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new DraftingError(undefined, NETWORK_ERROR_MESSAGE);
  }

  if (!response.ok) {
    if (response.status === 401 && token) handleSessionExpired(token);
    const body = parseJson(await response.text().catch(() => ''));
    throw new DraftingError(response.status, detailOf(body));
  }
  if (!response.body) throw new DraftingError(response.status, BLOG_ADMIN_MESSAGES.draftCutOff);

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser();
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (error) {
        if (signal.aborted) throw error;
        throw new DraftingError(undefined, BLOG_ADMIN_MESSAGES.draftCutOff);
      }
      signal.throwIfAborted();
      const text = chunk.done ? decoder.decode() : decoder.decode(chunk.value, { stream: true });
      for (const event of parser.feed(text)) {
        const finished = readEvent(event, options);
        if (finished) return finished;
      }
      if (chunk.done) throw new DraftingError(undefined, BLOG_ADMIN_MESSAGES.draftCutOff);
    }
  } finally {
    // Done, failed or aborted: let go of the connection (a no-op when the stream has ended).
    reader.cancel().catch(() => undefined);
  }
}
