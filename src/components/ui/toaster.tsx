import { useEffect } from "react";
import { Toaster as Sonner, toast } from "sonner";
import { attachToaster } from "@/lib/toast";

/** Spec §9: one toast visible at a time, 5000 ms by default. */
export const TOAST_DURATION_MS = 5000;

/** Loaded on demand by <LazyToaster> (src/components/ui/lazy-toaster.tsx); toasts go through `@/lib/toast`. */
export function Toaster() {
  useEffect(() => attachToaster(toast), []);
  return (
    <Sonner
      theme="dark"
      position="bottom-right"
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      toastOptions={{ classNames: { toast: "font-sans" } }}
    />
  );
}
