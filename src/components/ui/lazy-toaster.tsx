import { lazy, Suspense, useEffect, useState } from "react";
import { onToasterRequested, requestToaster, toasterRequested } from "@/lib/toast";

const Toaster = lazy(async () => ({ default: (await import("./toaster")).Toaster }));

/** How long after load the Toaster is mounted anyway, so that a later toast shows at once. */
const IDLE_TIMEOUT_MS = 4000;

/** Mounts sonner's Toaster on the first toast, or when the browser is idle after the first screen. */
export function LazyToaster() {
  const [mounted, setMounted] = useState(toasterRequested);
  useEffect(() => {
    if (mounted) return;
    const off = onToasterRequested(() => setMounted(true));
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(requestToaster, { timeout: IDLE_TIMEOUT_MS })
      : window.setTimeout(requestToaster, IDLE_TIMEOUT_MS);
    return () => {
      off();
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [mounted]);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
