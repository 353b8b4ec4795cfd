import { lazy, Suspense, useEffect, useState } from "react";
import type { DodgeProps } from "./dodge-watch";

const DodgeWatch = lazy(async () => ({ default: (await import("./dodge-watch")).DodgeWatch }));

/** How long after load the watch starts anyway when the browser never idles. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Lets a floating control (the chat launcher, back to top) step aside on a phone rather than cover a primary button or
 * the field being typed in. The watching code is not part of the first load: it starts once the browser is idle
 * (nothing is scrolled or typed in before that), and until then the control stays where it is, as prerendered.
 */
export function Dodge(props: DodgeProps) {
  const [watching, setWatching] = useState(false);
  useEffect(() => {
    const start = () => setWatching(true);
    if (!window.requestIdleCallback) {
      const timer = window.setTimeout(start, 200);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(idle);
  }, []);
  if (!watching) return null;
  return (
    <Suspense fallback={null}>
      <DodgeWatch {...props} />
    </Suspense>
  );
}
