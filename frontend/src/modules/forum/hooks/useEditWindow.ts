import { useEffect, useState } from 'react';
import { FORUM_EDIT_WINDOW_MINUTES } from '../constants';

const WINDOW_MS = FORUM_EDIT_WINDOW_MINUTES * 60_000;
/** setTimeout's longest wait; a later end needs no timer (the window is far shorter). */
const LONGEST_TIMER_MS = 2_147_483_647;

/**
 * True while a post may still be edited by its author (FORUM_EDIT_WINDOW_MINUTES after it was
 * written); turns false by itself when the window closes while the page is open. The server
 * checks the same rule on every edit.
 */
export function useEditWindow(createdAt: string, isAuthor: boolean): boolean {
  const endsAt = Date.parse(createdAt) + WINDOW_MS;
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!isAuthor || Number.isNaN(endsAt)) return undefined;
    const left = endsAt - Date.now();
    if (left <= 0) return undefined;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(left + 250, LONGEST_TIMER_MS));
    return () => window.clearTimeout(timer);
  }, [endsAt, isAuthor]);

  return isAuthor && now < endsAt;
}
