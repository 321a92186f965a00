/**
 * Short notices ("Login successful!", "Failed to change password") shown at
 * the top of the screen with antd's message, from anywhere in the app.
 *
 * antd's message code (and its `App` provider, which also brings modal and
 * notification: about 36 kB gzipped) stays out of the first download of every
 * page: the renderer (ToastRenderer) is mounted, and its chunk fetched, on the
 * first notice. Notices asked for before it is ready are queued. It lives at
 * the root (see ToastHost), so a notice survives the navigation that often
 * follows it.
 */

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export type Toast = {
  kind: ToastKind;
  content: string;
  /** Notices with the same key replace each other instead of stacking. */
  key?: string;
};

type ShowToast = (toast: Toast) => void;

let showToast: ShowToast | null = null;
let isRendererWanted = false;
const pending: Toast[] = [];
const listeners = new Set<() => void>();

function request(toast: Toast): void {
  if (showToast) {
    showToast(toast);
    return;
  }
  pending.push(toast);
  if (!isRendererWanted) {
    isRendererWanted = true;
    listeners.forEach((listener) => listener());
  }
}

export const toast = {
  success: (content: string, key?: string) => request({ kind: 'success', content, key }),
  error: (content: string, key?: string) => request({ kind: 'error', content, key }),
  warning: (content: string, key?: string) => request({ kind: 'warning', content, key }),
  info: (content: string, key?: string) => request({ kind: 'info', content, key }),
};

/** For ToastHost: whether a notice has been asked for, so the renderer must be mounted. */
export function isToastRendererWanted(): boolean {
  return isRendererWanted;
}

export function subscribeToToastRenderer(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** For ToastRenderer: shows the queued notices, then every later one. Returns the disconnect. */
export function connectToastRenderer(show: ShowToast): () => void {
  showToast = show;
  pending.splice(0).forEach(show);
  return () => {
    if (showToast === show) showToast = null;
  };
}
