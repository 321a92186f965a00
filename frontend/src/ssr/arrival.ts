import { createContext, useContext } from 'react';
import { useLocation } from 'react-router-dom';
import { SSR_DATA_ELEMENT_ID, type PageRenderData } from '@shared/page-render';

/**
 * The status the server answered the page the visitor arrived on, and that arrival's location key. A 404
 * (unknown profile, thread or post) is rendered as the app's not-found page; the browser shows the same
 * page while it hydrates, and only there: after the first navigation each page renders as usual.
 */
export type Arrival = { readonly status: 200 | 404; readonly pathname: string; readonly locationKey: string };

export const ArrivalContext = createContext<Arrival | null>(null);

/** True while the layout shows the arrival the server answered 404. */
export function useArrivedNotFound(): boolean {
  const arrival = useContext(ArrivalContext);
  const location = useLocation();
  return (
    arrival?.status === 404 && location.key === arrival.locationKey && location.pathname === arrival.pathname
  );
}

/** The data the server rendered the page with (its `<script type="application/json">`), or null for a page it did not render. */
export function readRenderData(): PageRenderData | null {
  const element = document.getElementById(SSR_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PageRenderData;
  } catch {
    return null;
  }
}
