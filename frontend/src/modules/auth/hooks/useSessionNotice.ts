import { useEffect, useState } from 'react';
import { clearSessionNotice, readSessionNotice } from '../session';

/** The one-time notice left for the login page (e.g. "Session expired…"), shown once then forgotten. */
export function useSessionNotice(): string | null {
  const [notice] = useState(readSessionNotice);
  useEffect(() => {
    clearSessionNotice();
  }, []);
  return notice;
}
