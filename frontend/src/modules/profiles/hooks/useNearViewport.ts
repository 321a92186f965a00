import { useCallback, useRef, useState, type RefCallback } from 'react';

/**
 * Whether an element has come within a screen's reach of the viewport (and stays true after): for work a page
 * should not do before the visitor scrolls near it. Without IntersectionObserver (old browsers, tests) it is true.
 */
export function useNearViewport<T extends Element>(): [RefCallback<T>, boolean] {
  const [isNear, setIsNear] = useState(false);
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback((node: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!node) return;
    if (typeof IntersectionObserver !== 'function') {
      setIsNear(true);
      return;
    }
    const watching = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setIsNear(true);
        watching.disconnect();
      },
      { rootMargin: '200px 0px' },
    );
    watching.observe(node);
    observer.current = watching;
  }, []);
  return [ref, isNear];
}
