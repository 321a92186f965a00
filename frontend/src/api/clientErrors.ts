import { apiClient } from './client';
import type { CreateClientErrorDto } from './schema';

/** Body of `POST /client-errors`; limits match the backend's validation. */
export type ClientErrorReport = CreateClientErrorDto;

const LIMITS = { message: 1000, stack: 8000, url: 2000, component_stack: 8000 } as const;
/** At most this many reports per page load, so a render loop cannot flood the server. */
const MAX_REPORTS_PER_PAGE = 5;

const reported = new Set<string>();

function clip(value: string | null | undefined, max: number): string | undefined {
  if (!value) return undefined;
  return value.length > max ? value.slice(0, max) : value;
}

export function buildClientErrorReport(
  error: unknown,
  componentStack?: string | null,
  url: string = window.location.href,
): ClientErrorReport {
  const message =
    error instanceof Error ? error.message || error.name : typeof error === 'string' ? error : '';
  return {
    message: clip(message, LIMITS.message) ?? 'Unknown error',
    stack: clip(error instanceof Error ? error.stack : undefined, LIMITS.stack),
    url: clip(url, LIMITS.url) ?? '',
    component_stack: clip(componentStack, LIMITS.component_stack),
  };
}

/** Sends a crash report to the backend. Fire-and-forget: never throws, never waits. */
export function reportClientError(error: unknown, componentStack?: string | null): void {
  try {
    const report = buildClientErrorReport(error, componentStack);
    const key = `${report.message}|${report.url}`;
    if (reported.has(key) || reported.size >= MAX_REPORTS_PER_PAGE) return;
    reported.add(key);
    void apiClient.post('/client-errors', report).catch(() => undefined);
  } catch {
    // Reporting must never break the error screen.
  }
}
