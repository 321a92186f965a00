import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(QUERY);
  list.addEventListener?.('change', onChange);
  return () => list.removeEventListener?.('change', onChange);
}

function getSnapshot(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;
}

/**
 * True when the visitor asked the system for less motion (no autoplay, no smooth scrolling). `onServer`: the answer
 * while rendering on the server and hydrating (true, the safe side, unless the caller's server markup needs the
 * other answer); the visitor's own comes right after.
 */
export function useReducedMotion(onServer = true): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => onServer);
}
