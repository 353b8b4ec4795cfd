import { lazy, Suspense, useEffect, useState } from "react";
import { onToasterRequested, requestToaster, toasterRequested } from "@/lib/toast";

const Toaster = lazy(async () => ({ default: (await import("./toaster")).Toaster }));

/** What a reader does before anything can toast: the Toaster mounts then, so its live region is there first. */
const FIRST_INTERACTION = ["pointerdown", "keydown", "touchstart"] as const;

/**
 * Mounts sonner's Toaster on the first toast, or at the reader's first interaction (a toast answers one, so its
 * live region exists before the first toast is announced). Not while the page loads: sonner adds 15 KB of CSS to
 * the document, and the style recalculation of the whole page that follows was a long task on a phone.
 */
export function LazyToaster() {
  const [mounted, setMounted] = useState(toasterRequested);
  useEffect(() => {
    if (mounted) return;
    const off = onToasterRequested(() => setMounted(true));
    const first = () => requestToaster();
    for (const type of FIRST_INTERACTION) window.addEventListener(type, first, { capture: true, passive: true });
    return () => {
      off();
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, first, { capture: true });
    };
  }, [mounted]);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
