import { Suspense, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that hydrates in a pass of its own. React hydrates a page's Suspense
 * boundaries after the page around them, each level of them in a later render and commit, so no one task on a
 * phone's main thread hydrates the whole page (the footer, /browse's ~170 filter fields: Lighthouse's Total
 * Blocking Time on /browse went from 596 to 144 ms, issue 28). Use it around a large part that nothing above it
 * needs to hydrate first; nothing inside it should suspend without a `fallback` worth showing.
 *
 * It also counts: the app marks the document ready (`whenHydrated`) only once every boundary on the page has
 * hydrated, so a test or a bench that waits for that mark taps a page that is wholly live.
 */
export function HydrationBoundary({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [entry] = useState<Entry>(() => ({ settled: true }));
  // A layout effect: it runs in the commit of the part around the boundary, before any passive effect (the
  // app's ready mark included), so the count is never zero while the boundary still waits.
  useLayoutEffect(() => {
    awaitEntry(entry);
    // Gone before it hydrated (an error boundary above it took its place): no longer waited for.
    return () => settle(entry);
  }, [entry]);
  return (
    <Suspense fallback={fallback}>
      <Settled entry={entry} />
      {children}
    </Suspense>
  );
}

/** Committed with the boundary's content: that content has hydrated (or rendered). */
function Settled({ entry }: { entry: Entry }) {
  useEffect(() => settle(entry), [entry]);
  return null;
}

type Entry = { settled: boolean };

let pending = 0;
let waiting: Array<() => void> = [];

function awaitEntry(entry: Entry): void {
  if (!entry.settled) return;
  entry.settled = false;
  pending += 1;
}

function settle(entry: Entry): void {
  if (entry.settled) return;
  entry.settled = true;
  pending -= 1;
  if (pending > 0) return;
  const callbacks = waiting;
  waiting = [];
  for (const callback of callbacks) callback();
}

/** Calls `callback` once no HydrationBoundary waits to hydrate (at once if none does). */
export function whenHydrated(callback: () => void): void {
  if (pending === 0) callback();
  else waiting.push(callback);
}
