import type { EntityManager } from 'typeorm';

/**
 * Takes a transaction-scoped PostgreSQL advisory lock on `scope:key` (for example one account's forum
 * posts, or one admin's AI drafts), held until the transaction ends. Counts checked under it hold on every
 * instance: two requests at once for the same key wait for each other. Call it inside a transaction.
 */
export async function lockWithinTransaction(tx: Pick<EntityManager, 'query'>, scope: string, key: string): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended($1 || ':' || $2::text, 0))`, [scope, key]);
}
