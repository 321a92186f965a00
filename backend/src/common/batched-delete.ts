import type { EntityManager } from 'typeorm';

/** Rows one DELETE removes: short statements and locks, however many are due. */
export const DELETE_BATCH = 1000;
/** The most batches one call deletes (100,000 rows); the rest waits for the next run. */
export const DELETE_MAX_BATCHES = 100;

/**
 * Deletes the rows of `table` that `where` selects (with `params`), DELETE_BATCH at a time, each batch its own
 * short statement that skips rows another transaction holds, at most DELETE_MAX_BATCHES per call. How many went.
 * `table`, `key` and `where` are the caller's SQL, never user input.
 */
export async function deleteInBatches(manager: EntityManager, table: string, key: string, where: string, params: unknown[]): Promise<number> {
  let deleted = 0;
  const limit = `$${params.length + 1}`;
  for (let batch = 0; batch < DELETE_MAX_BATCHES; batch += 1) {
    const [, count] = await manager.query<[unknown, number]>(
      `DELETE FROM ${table} WHERE ${key} IN (SELECT ${key} FROM ${table} WHERE ${where} LIMIT ${limit} FOR UPDATE SKIP LOCKED)`,
      [...params, DELETE_BATCH],
    );
    deleted += count;
    if (count < DELETE_BATCH) break;
  }
  return deleted;
}
