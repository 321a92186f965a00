/**
 * Where the browser tests find the site. Each Playwright worker has a server of its own (own port, own
 * embedded PostgreSQL with its own demo data, started by global-setup.ts), so two workers never see each
 * other's accounts, profiles or posts: worker i (its `parallelIndex`) talks to E2E_PORT + 2i. The fake model
 * server, which only the blog's tests use, is one for all at E2E_LLM_PORT (E2E_PORT + 1 unless set).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);
export const LLM_PORT = Number(process.env.E2E_LLM_PORT ?? E2E_PORT + 1);

/** The port of the server that worker `parallelIndex` uses (E2E_PORT + 1 is the model server's). */
export function serverPort(parallelIndex: number): number {
  return E2E_PORT + 2 * parallelIndex;
}

export function serverUrl(parallelIndex: number): string {
  return `http://127.0.0.1:${serverPort(parallelIndex)}`;
}

export const llmUrl = `http://127.0.0.1:${LLM_PORT}`;

/** The environment variable through which global-setup.ts tells the workers a server's data folder. */
export const dataDirVariable = (parallelIndex: number) => `PENPAL_E2E_DATA_DIR_${parallelIndex}`;

/** The data folder of worker `parallelIndex`'s server (its outbox of e-mails is `<folder>/outbox`). */
export function serverDataDir(parallelIndex: number): string {
  const dir = process.env[dataDirVariable(parallelIndex)];
  if (!dir) throw new Error(`${dataDirVariable(parallelIndex)} is not set: the servers are started by global-setup.ts`);
  return dir;
}
