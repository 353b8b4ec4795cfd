import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Toaster as Sonner, toast } from "sonner";
import { attachToaster } from "@/lib/toast";

/** Spec §9: one toast visible at a time, 5000 ms by default. */
export const TOAST_DURATION_MS = 5000;

/**
 * Toasts stand above the chat and back-to-top buttons (bottom right, up to 9 rem high), so that they never
 * cover them, on phones as on desktops.
 */
const ABOVE_CORNER_BUTTONS = { bottom: "9.5rem", right: "1.25rem" };

/** Loaded on demand by <LazyToaster> (src/components/ui/lazy-toaster.tsx); toasts go through `@/lib/toast`. */
export function Toaster() {
  const { t } = useTranslation("common");
  useEffect(() => attachToaster(toast), []);
  return (
    <Sonner
      theme="dark"
      position="bottom-right"
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      offset={ABOVE_CORNER_BUTTONS}
      mobileOffset={{ ...ABOVE_CORNER_BUTTONS, left: "1.25rem" }}
      containerAriaLabel={t("a11y.notifications")}
      toastOptions={{ classNames: { toast: "font-sans" } }}
    />
  );
}
