import http from 'node:http';
import type { FuzzCase, Identity } from './openapi-cases';

export interface FuzzResult {
  fuzzCase: FuzzCase;
  status: number | 'timeout' | 'reset';
  detail: string;
  ms: number;
}

const TIMEOUT_MS = 10_000;

/** Sends one case over a real socket (raw bodies and headers exactly as built). */
export function send(port: number, agent: http.Agent, c: FuzzCase, tokens: Record<Identity, string | undefined>): Promise<FuzzResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    const headers: Record<string, string> = { ...c.headers };
    const token = tokens[c.identity];
    if (token && !headers.authorization) headers.authorization = `Bearer ${token}`;
    if (c.body) headers['content-length'] = String(c.body.length);
    const req = http.request({ host: '127.0.0.1', port, method: c.method, path: c.url, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => {
        if (chunks.length < 64) chunks.push(chunk);
      });
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let detail = text.slice(0, 300);
        try {
          detail = JSON.stringify((JSON.parse(text) as { detail?: unknown }).detail ?? detail).slice(0, 300);
        } catch {
          // not JSON: keep the text excerpt
        }
        resolve({ fuzzCase: c, status: res.statusCode ?? 0, detail, ms: Date.now() - started });
      });
      res.on('error', () => resolve({ fuzzCase: c, status: 'reset', detail: 'response aborted', ms: Date.now() - started }));
    });
    req.setTimeout(TIMEOUT_MS, () => {
      req.destroy();
      resolve({ fuzzCase: c, status: 'timeout', detail: `no answer in ${TIMEOUT_MS} ms`, ms: Date.now() - started });
    });
    req.on('error', (error) => resolve({ fuzzCase: c, status: 'reset', detail: error.message, ms: Date.now() - started }));
    if (c.body) req.write(c.body);
    req.end();
  });
}

/** Runs the cases with a few in flight at once; keeps their order in the results. */
export async function runAll(
  port: number,
  cases: FuzzCase[],
  tokens: Record<Identity, string | undefined>,
  concurrency = 8,
): Promise<FuzzResult[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const results: FuzzResult[] = new Array(cases.length);
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const index = next++;
      results[index] = await send(port, agent, cases[index], tokens);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  agent.destroy();
  return results;
}

/** What the error filter answers when a value reached PostgreSQL unvalidated (class 22): validation should have refused it. */
export const UNVALIDATED_DETAIL = 'A value in the request is not valid';

/** A 5xx, no answer, or a value that only the database refused. */
export function isFailure(r: FuzzResult): boolean {
  if (r.status === 'timeout') return true;
  if (typeof r.status === 'number' && r.status >= 500) return true;
  return r.detail === JSON.stringify(UNVALIDATED_DETAIL);
}

/** One line per failure: enough to replay it by hand. */
export function describeFailure(r: FuzzResult): string {
  const c = r.fuzzCase;
  const body = c.body ? c.body.toString('utf8').replace(/[^\x20-\x7e]/g, '?').slice(0, 160) : '';
  const encoding = c.headers['content-encoding'] ? ` [content-encoding: ${c.headers['content-encoding']}]` : '';
  return `${r.status} ${c.method} ${c.url.slice(0, 200)} as ${c.identity} (${c.label})${encoding}\n    body: ${body}\n    detail: ${r.detail}`;
}
