import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, OpenAIError } from 'openai';
import type { LlmConfig } from '../../../config/app-config';
import { ChatMessage, LanguageModel, LanguageModelError } from './language-model';

/** Node's fetch (undici) gives up on a silent server after its own timeouts: those are time-outs too. */
const FETCH_TIMEOUT_CODES = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/** A call's own signal: aborted by the caller's, or when the call's time is up (and then `timedOut()` says so). */
interface Deadline {
  signal: AbortSignal;
  timedOut(): boolean;
  dispose(): void;
}

function deadline(caller: AbortSignal, ms: number): Deadline {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, ms);
  const follow = () => controller.abort();
  if (caller.aborted) controller.abort();
  else caller.addEventListener('abort', follow, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => expired,
    dispose: () => {
      clearTimeout(timer);
      caller.removeEventListener('abort', follow);
    },
  };
}

function causeOf(error: unknown): { code?: unknown; message?: unknown } | undefined {
  const cause = (error as { cause?: unknown } | null)?.cause;
  return cause && typeof cause === 'object' ? cause : undefined;
}

/**
 * The language model behind an OpenAI-compatible chat-completions API (OpenAI, or any server speaking
 * its protocol: Ollama, llama.cpp, vLLM, LM Studio …) through the official `openai` client. Each call is
 * bounded by the configured time as a whole, from the request to the last piece of the answer. No
 * retries: an admin sees the failure at once and may try again.
 */
export class OpenAiLanguageModel extends LanguageModel {
  readonly model: string;
  private readonly client: OpenAI;
  private readonly timeoutMs: number;

  constructor(config: LlmConfig) {
    super();
    this.model = config.model;
    this.timeoutMs = config.timeoutMs;
    this.client = new OpenAI({
      baseURL: config.baseUrl,
      // A local server may need no key: the client insists on one, so it gets a placeholder and the
      // Authorization header is left out.
      apiKey: config.apiKey ?? 'none',
      defaultHeaders: config.apiKey ? undefined : { Authorization: null },
      // Everything comes from our configuration, nothing from OPENAI_* variables in the environment.
      organization: null,
      project: null,
      adminAPIKey: null,
      timeout: config.timeoutMs,
      maxRetries: 0,
      // Failures are reported to the caller, which logs them.
      logLevel: 'off',
    });
  }

  async *stream(messages: ChatMessage[], signal: AbortSignal): AsyncIterable<string> {
    const call = deadline(signal, this.timeoutMs);
    try {
      const stream = await this.client.chat.completions.create({ model: this.model, messages, stream: true }, { signal: call.signal });
      for await (const chunk of stream) {
        const text = chunk.choices?.[0]?.delta?.content;
        if (text) yield text;
      }
      // An aborted stream ends the loop quietly: the answer is not complete.
      if (call.signal.aborted) throw new Error('The stream was aborted');
    } catch (error) {
      throw this.toError(error, signal, call.timedOut());
    } finally {
      call.dispose();
    }
  }

  async complete(messages: ChatMessage[], signal: AbortSignal): Promise<string> {
    const call = deadline(signal, this.timeoutMs);
    try {
      const completion = await this.client.chat.completions.create({ model: this.model, messages }, { signal: call.signal });
      if (!Array.isArray(completion?.choices)) throw new LanguageModelError('failed', 'The answer is not a chat completion (no choices)');
      return completion.choices[0]?.message?.content ?? '';
    } catch (error) {
      throw this.toError(error, signal, call.timedOut());
    } finally {
      call.dispose();
    }
  }

  private toError(error: unknown, caller: AbortSignal, timedOut: boolean): LanguageModelError {
    if (error instanceof LanguageModelError) return error;
    if (caller.aborted) return new LanguageModelError('cancelled', 'The request was cancelled');
    const cause = causeOf(error);
    if (timedOut || error instanceof APIConnectionTimeoutError || (typeof cause?.code === 'string' && FETCH_TIMEOUT_CODES.has(cause.code))) {
      return new LanguageModelError('timedOut', `No complete answer within ${Math.round(this.timeoutMs / 1000)} s`);
    }
    const detail = [error instanceof Error ? error.message : String(error), typeof cause?.message === 'string' ? cause.message : '']
      .filter(Boolean)
      .join(': ');
    if (error instanceof APIConnectionError) return new LanguageModelError('unreachable', detail);
    // Its message starts with the status ("401 Incorrect API key provided.").
    if (error instanceof APIError) {
      const status: unknown = error.status;
      return new LanguageModelError('failed', detail, typeof status === 'number' ? status : undefined);
    }
    // A body that is not JSON, or a chunk the client cannot read.
    if (error instanceof SyntaxError || error instanceof OpenAIError) return new LanguageModelError('failed', `Unreadable answer: ${detail}`);
    // The connection broke part-way through the answer ("terminated").
    return new LanguageModelError('unreachable', `The connection broke: ${detail}`);
  }
}
