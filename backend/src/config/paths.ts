import path from 'node:path';

/**
 * Folders of the checkout. This file sits at backend/src/config (ts-jest) or
 * backend/dist/config (compiled), so two levels up is backend/ in both cases.
 */
export const BACKEND_ROOT = path.resolve(__dirname, '..', '..');
export const REPO_ROOT = path.resolve(BACKEND_ROOT, '..');
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.data');
export const DEFAULT_STATIC_DIR = path.join(REPO_ROOT, 'frontend', 'dist');
export const DEFAULT_SSR_ENTRY = path.join(REPO_ROOT, 'frontend', 'dist-server', 'entry-server.cjs');
