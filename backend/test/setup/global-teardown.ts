import fs from 'node:fs';
import type { EmbeddedDatabase } from '../../src/database/embedded-postgres';

export default async function globalTeardown(): Promise<void> {
  const state = (globalThis as { __EMBEDDED_PG__?: { embedded: EmbeddedDatabase; root: string } }).__EMBEDDED_PG__;
  if (!state) return;
  await state.embedded.stop();
  fs.rmSync(state.root, { recursive: true, force: true });
}
