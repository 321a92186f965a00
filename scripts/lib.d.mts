// Types of the parts of lib.mjs that TypeScript code imports (the browser tests' global set-up).
import type { StdioOptions } from 'node:child_process';

export function startBuiltServer(options: {
  port: number;
  env?: Record<string, string>;
  stdio?: StdioOptions;
}): Promise<{ baseUrl: string; dataDir: string; stop: () => Promise<void> }>;
