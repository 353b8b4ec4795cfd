import { lazy, Suspense, useRef } from "react";
import { useNearViewport } from "@/lib/use-near-viewport";

// It reads the seller's details from the server, so TanStack Query comes with it (src/lib/query/query-root.tsx).
const FooterSellerLines = lazy(async () => {
  const [{ FooterSellerLines: Lines }, { QueryRoot }] = await Promise.all([
    import("./seller-identity"),
    import("@/lib/query/query-root"),
  ]);
  return {
    default: () => (
      <QueryRoot>
        <Lines />
      </QueryRoot>
    ),
  };
});

/**
 * The site footer's seller identity. The footer is on every page, so neither its code (the API client) nor its
 * request is part of the first load: both come once the footer nears the viewport, never during prerendering, and
 * nothing is drawn until a field is set.
 */
export function FooterSellerIdentity() {
  const marker = useRef<HTMLDivElement>(null);
  const visible = useNearViewport(marker, "200px");
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
