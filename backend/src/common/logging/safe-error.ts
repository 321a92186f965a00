/**
 * What of an error may go to the log: its kind, message, SQLSTATE and stack.
 * A failed query's parameters (password hashes, e-mail addresses, tokens) and
 * the values PostgreSQL quotes in `detail` never do. Anything but an object is returned as it is.
 */
export function safeError(error: unknown): unknown {
  if (!error || typeof error !== 'object') return error;
  const e = error as Error & { code?: unknown; driverError?: { code?: unknown; constraint?: unknown; table?: unknown }; constraint?: unknown; table?: unknown };
  const driver = e.driverError ?? e;
  return {
    type: e.name ?? e.constructor?.name,
    message: typeof e.message === 'string' ? e.message.slice(0, 500) : undefined,
    ...(typeof driver.code === 'string' ? { code: driver.code } : {}),
    ...(typeof driver.constraint === 'string' ? { constraint: driver.constraint } : {}),
    ...(typeof driver.table === 'string' ? { table: driver.table } : {}),
    stack: typeof e.stack === 'string' ? e.stack : undefined,
  };
}
