import { createApiDocument } from '../bootstrap';
import { loadConfig } from '../config/load-config';
import { runCli } from './cli-context';

/**
 * Prints the API's OpenAPI document (what /api/docs-json serves) as JSON on stdout, without a
 * database: the modules are read, not started. `npm run api:types` turns it into the site's types.
 * The document does not depend on the configuration, so a fixed test configuration is used.
 */
async function main(): Promise<void> {
  const document = await createApiDocument(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }));
  process.stdout.write(`${JSON.stringify(document)}\n`);
}

void runCli(main);
