import { lazy, Suspense, useEffect, useState } from "react";
import { useIdle } from "@/lib/use-idle";
import { onToasterRequested, requestToaster, toasterRequested } from "@/lib/toast";

const Toaster = lazy(async () => ({ default: (await import("./toaster")).Toaster }));

/** How long after load the Toaster is mounted anyway, so that a later toast shows at once. */
const IDLE_TIMEOUT_MS = 4000;

/** Mounts sonner's Toaster on the first toast, or when the browser is idle after the first screen. */
export function LazyToaster() {
  const [mounted, setMounted] = useState(toasterRequested);
  const idle = useIdle(IDLE_TIMEOUT_MS);
  useEffect(() => {
    if (mounted) return;
    const off = onToasterRequested(() => setMounted(true));
    return () => void off();
  }, [mounted]);
  useEffect(() => {
    if (idle) requestToaster();
  }, [idle]);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
