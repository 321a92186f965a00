/** Types of fake-llm-server.js (plain JavaScript so that the browser tests can run it with node). */

export type FakeLlmBehaviour = 'normal' | 'slow' | 'error' | 'auth' | 'hang' | 'disconnect' | 'empty' | 'fences' | 'script';

export interface FakeLlmRequest {
  path: string;
  model: string | null;
  stream: boolean;
  /** The `Title:` line of the last user message. */
  title: string;
  keywords: string[];
  category: string;
  behaviour: FakeLlmBehaviour;
  authorization: string | null;
  messages: Array<{ role: string; content: unknown }>;
  /** The last user message. */
  prompt: string;
  body: Record<string, unknown>;
  /** The client went away before the answer was complete (a cancel that reached the model). */
  aborted: boolean;
  /** The whole answer was sent. */
  completed: boolean;
}

export interface FakeLlmServerOptions {
  port?: number;
  host?: string;
  /** Milliseconds between the pieces of a streamed answer. */
  chunkDelayMs?: number;
  /** When set, a request without `Authorization: Bearer <apiKey>` answers 401. */
  apiKey?: string | null;
}

export declare class FakeLlmServer {
  constructor(options?: FakeLlmServerOptions);
  port: number;
  readonly host: string;
  chunkDelayMs: number;
  apiKey: string | null;
  readonly requests: FakeLlmRequest[];
  /** The base URL a client is configured with (LLM_BASE_URL), ending in /v1. */
  readonly url: string;
  start(): Promise<this>;
  stop(): Promise<void>;
  /** Requests whose title holds `text` (case-insensitive). */
  requestsFor(text: string): FakeLlmRequest[];
}

export declare const MARKERS: readonly Exclude<FakeLlmBehaviour, 'normal'>[];
export declare const CHUNKS: number;
export declare const SLOW_DELAY_MS: number;
export declare function behaviourOf(title: string): FakeLlmBehaviour;
export declare function splitIntoChunks(text: string, count?: number): string[];
export declare function buildArticle(
  prompt: { title: string; keywords?: string[]; category?: string },
  behaviour?: FakeLlmBehaviour,
): string;
