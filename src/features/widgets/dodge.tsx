import { lazy, Suspense } from "react";
import { useIdle } from "@/lib/use-idle";
import type { DodgeProps } from "./dodge-watch";

const DodgeWatch = lazy(async () => ({ default: (await import("./dodge-watch")).DodgeWatch }));

/** How long after load the watch starts anyway when the browser never idles (200 ms without requestIdleCallback). */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Lets a floating control (the chat launcher, back to top) step aside rather than cover a control, a field or a price
 * (./dodge-watch.tsx: KEEP_CLEAR), and on a phone the field being typed in. The watching code is not part of the first load: it starts once the browser is idle
 * (nothing is scrolled or typed in before that), and until then the control stays where it is, as prerendered.
 */
export function Dodge(props: DodgeProps) {
  const watching = useIdle(IDLE_TIMEOUT_MS, 200);
  if (!watching) return null;
  return (
    <Suspense fallback={null}>
      <DodgeWatch {...props} />
    </Suspense>
  );
}
