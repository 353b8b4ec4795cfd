import { useEffect, useState, type RefObject } from "react";

/**
 * True from the moment the element comes within `rootMargin` of the viewport (and from then on): for work a page
 * defers until the reader nears it. Where IntersectionObserver is missing, true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, rootMargin: string): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    if (typeof IntersectionObserver !== "function") return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, near, rootMargin]);
  return near;
}
