import { useCallback, useRef, useState, type RefCallback } from 'react';

/**
 * Whether an element has been in the viewport, even in part (and stays true after): for work a page should not
 * do before the visitor scrolls to it (the home carousel's player, which autoplays). Without IntersectionObserver
 * (old browsers, tests) it is true.
 */
export function useInView<T extends Element>(): [RefCallback<T>, boolean] {
  const [isInView, setIsInView] = useState(false);
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback((node: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!node) return;
    if (typeof IntersectionObserver !== 'function') {
      setIsInView(true);
      return;
    }
    const watching = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      setIsInView(true);
      watching.disconnect();
    });
    watching.observe(node);
    observer.current = watching;
  }, []);
  return [ref, isInView];
}
