import { Toaster as Sonner } from "sonner";

/** Spec §9: one toast visible at a time, 5000 ms by default. */
export const TOAST_DURATION_MS = 5000;

export function Toaster() {
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
