/** A message of a chat with a language model. */
export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/**
 * How a call to the model failed:
 * - unreachable: no connection, or it broke before the answer was complete;
 * - timedOut: no complete answer within the configured time;
 * - failed: the service answered with an error (an HTTP status: a wrong key, an unknown model, its own
 *   failure) or with something that is not a chat completion;
 * - cancelled: the caller's signal aborted the call.
 */
export type LanguageModelErrorKind = 'unreachable' | 'timedOut' | 'failed' | 'cancelled';

export class LanguageModelError extends Error {
  constructor(
    readonly kind: LanguageModelErrorKind,
    message: string,
    /** The HTTP status the service answered with, for `failed`. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'LanguageModelError';
  }
}

/**
 * What AI drafting needs from a language model: its answer to a chat, as it is written or whole.
 * Every failure is a LanguageModelError; every call ends by itself within the configured time.
 * The real one speaks the OpenAI chat-completions API (openai-language-model.ts); tests run it against
 * a local fake server.
 */
export abstract class LanguageModel {
  /** The model's name, as shown to admins. */
  abstract readonly model: string;

  /** The answer's text in pieces, as the model writes it. Aborting `signal` ends it with a `cancelled` error. */
  abstract stream(messages: ChatMessage[], signal: AbortSignal): AsyncIterable<string>;

  /** The whole answer's text. */
  abstract complete(messages: ChatMessage[], signal: AbortSignal): Promise<string>;
}
