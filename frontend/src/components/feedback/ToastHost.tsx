import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToastRendererWanted, subscribeToToastRenderer } from './toast';

const ToastRenderer = lazy(async () => ({
  default: (await import('./ToastRenderer')).ToastRenderer,
}));

const getServerSnapshot = () => false;

/** Mounts the notice renderer when the first notice is asked for (see ./toast). Once, at the root. */
export function ToastHost() {
  const isWanted = useSyncExternalStore(
    subscribeToToastRenderer,
    isToastRendererWanted,
    getServerSnapshot,
  );
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastRenderer />
    </Suspense>
  );
}
