import type { ExternalToast } from "sonner";

type Kind = "message" | "success" | "error" | "info";
type Pending = { kind: Kind; message: string; options?: ExternalToast };

/**
 * Toasts without sonner on the first load: the first call loads sonner and mounts its Toaster
 * (src/components/ui/toaster.tsx), then shows the toast. Same calls as sonner's `toast`.
 */
let show: ((t: Pending) => void) | null = null;
const queue: Pending[] = [];
const listeners = new Set<() => void>();
let requested = false;

function push(t: Pending) {
  if (show) return show(t);
  queue.push(t);
  requestToaster();
}

/** Asks the app to mount the Toaster (it is mounted on the first toast, or at the reader's first interaction). */
export function requestToaster() {
  if (requested) return;
  requested = true;
  listeners.forEach((l) => l());
}

export function toasterRequested() {
  return requested;
}

export function onToasterRequested(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type SonnerToast = ((message: string, options?: ExternalToast) => unknown) &
  Record<Exclude<Kind, "message">, (message: string, options?: ExternalToast) => unknown>;

/** Called by the mounted Toaster with sonner's `toast`: shows what was asked for before it was there. */
export function attachToaster(sonner: SonnerToast) {
  show = (t) => void (t.kind === "message" ? sonner(t.message, t.options) : sonner[t.kind](t.message, t.options));
  queue.splice(0).forEach(show);
  return () => {
    show = null;
  };
}

export const toast = Object.assign(
  (message: string, options?: ExternalToast) => push({ kind: "message", message, options }),
  {
    success: (message: string, options?: ExternalToast) => push({ kind: "success", message, options }),
    error: (message: string, options?: ExternalToast) => push({ kind: "error", message, options }),
    info: (message: string, options?: ExternalToast) => push({ kind: "info", message, options }),
  },
);
