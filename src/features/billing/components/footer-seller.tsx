import { lazy, Suspense, useEffect, useRef, useState } from "react";

const FooterSellerLines = lazy(() => import("./seller-identity").then((m) => ({ default: m.FooterSellerLines })));

/**
 * The site footer's seller identity. The footer is on every page, so neither its code (the API client) nor its
 * request is part of the first load: both come once the footer nears the viewport, never during prerendering, and
 * nothing is drawn until a field is set.
 */
export function FooterSellerIdentity() {
  const marker = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const el = marker.current;
    if (!el) return;
    if (typeof IntersectionObserver !== "function") return setVisible(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          setVisible(true);
        }
      },
      { rootMargin: "200px" },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={marker}>
      {visible && (
        <Suspense fallback={null}>
          <FooterSellerLines />
        </Suspense>
      )}
    </div>
  );
}
