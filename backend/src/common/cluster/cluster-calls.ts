import cluster, { type Worker } from 'node:cluster';

/**
 * Calls between the primary and its worker processes (WEB_WORKERS, web-workers.ts) over Node's IPC channel: a named
 * handler on one side (`answer`), a promise with a time limit on the other (`call`). Used for what the workers of
 * one instance share through the primary: the metrics added up, the rate-limit counters.
 */
const CALL = 'penpal:call';
const REPLY = 'penpal:reply';

type Call = { type: typeof CALL; id: number; name: string; payload: unknown };
type Reply = { type: typeof REPLY; id: number; result?: unknown; error?: string };
type Handler = (payload: unknown, from: Worker | null) => unknown;

const isMessage = <T extends { type: string }>(type: T['type'], message: unknown): message is T =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;

/** Whether this process is one of several serving the site (a worker of the primary in web-workers.ts). */
export function isClusterWorker(): boolean {
  return cluster.isWorker;
}

const handlers = new Map<string, Handler>();
const pending = new Map<number, (reply: Reply) => void>();
let nextId = 0;
let listening = false;

function receive(message: unknown, send: (reply: Reply) => void, from: Worker | null): void {
  if (isMessage<Reply>(REPLY, message)) return pending.get(message.id)?.(message);
  if (!isMessage<Call>(CALL, message)) return;
  const { id, name, payload } = message;
  const handler = handlers.get(name);
  if (!handler) return send({ type: REPLY, id, error: `Nothing answers ${name} here` });
  Promise.resolve()
    .then(() => handler(payload, from))
    .then(
      (result) => send({ type: REPLY, id, result }),
      (error: unknown) => send({ type: REPLY, id, error: error instanceof Error ? error.message : String(error) }),
    );
}

function listen(): void {
  if (listening) return;
  listening = true;
  if (cluster.isPrimary) {
    cluster.on('message', (worker, message: unknown) => receive(message, (reply) => worker.isConnected() && worker.send(reply), worker));
  } else {
    process.on('message', (message: unknown) => receive(message, (reply) => process.send?.(reply), null));
  }
}

/** Answers `name` calls from the other side (from a worker in the primary; from the primary in a worker). */
export function answer<P, R>(name: string, handler: (payload: P, from: Worker | null) => R | Promise<R>): void {
  listen();
  handlers.set(name, handler as Handler);
}

/** Calls `name` on `to` (a worker, from the primary; 'primary', from a worker): its answer, or an error past `timeoutMs`. */
export function call<R>(to: Worker | 'primary', name: string, payload: unknown, timeoutMs: number): Promise<R> {
  listen();
  return new Promise<R>((resolve, reject) => {
    const id = nextId++;
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new Error(`No answer to ${name} within ${timeoutMs} ms`));
    }, timeoutMs);
    pending.set(id, (reply) => {
      clearTimeout(timer);
      pending.delete(id);
      if (reply.error !== undefined) reject(new Error(reply.error));
      else resolve(reply.result as R);
    });
    const message: Call = { type: CALL, id, name, payload };
    if (to === 'primary') process.send?.(message);
    else if (to.isConnected()) to.send(message);
    else pending.get(id)?.({ type: REPLY, id, error: 'The worker is gone' });
  });
}
