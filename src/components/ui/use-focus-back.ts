import { useCallback, useEffect, useLayoutEffect, useRef, type FocusEvent, type Ref } from "react";

type Control = HTMLButtonElement | HTMLInputElement | HTMLTextAreaElement;

/** Hands the element to the caller's ref as React would (a callback's cleanup is passed on). */
function assignRef<T>(ref: Ref<T> | undefined, el: T | null) {
  if (typeof ref === "function") return ref(el);
  if (ref) ref.current = el;
}

/**
 * A focused control that is disabled while its form's action runs ("Saving...", a sign-in) loses focus to
 * <body> (the browser's focus fixup), and a keyboard user would start again from the top of the page. Once it is
 * enabled again and nothing else has taken focus meanwhile, it takes focus back. A control that goes away with
 * the action (a dialog that closes, a success view) does nothing.
 *
 * The loss is seen by the element's own `blur` listener, not React's onBlur: React listens to `focusout`, which
 * Chromium 150 does not fire when it moves focus off a control being disabled (it fires `blur` only; 156 fires
 * both), and by whether the control still has focus right after the commit that disables it.
 *
 * Returns the ref and blur handler to put on the control (the caller's own ref and onBlur are kept).
 */
export function useFocusBack<T extends Control>(
  disabled: boolean | undefined,
  ref: Ref<T> | undefined,
  onBlur: ((event: FocusEvent<T>) => void) | undefined,
) {
  const own = useRef<T | null>(null);
  const lost = useRef(false);
  useLayoutEffect(() => {
    if (disabled && own.current && document.activeElement === own.current) lost.current = true;
  }, [disabled]);
  useEffect(() => {
    if (disabled || !lost.current) return;
    lost.current = false;
    const active = document.activeElement;
    if (!active || active === document.body || active === own.current) own.current?.focus({ preventScroll: true });
  }, [disabled]);
  const setRef = useCallback(
    (el: T | null) => {
      own.current = el;
      const onNativeBlur = (event: Event) => {
        const target = event.currentTarget as T;
        if (target.disabled && !(event as globalThis.FocusEvent).relatedTarget) lost.current = true;
      };
      el?.addEventListener("blur", onNativeBlur);
      const cleanup = assignRef(ref, el);
      return () => {
        el?.removeEventListener("blur", onNativeBlur);
        if (typeof cleanup === "function") cleanup();
        else assignRef(ref, null);
      };
    },
    [ref],
  );
  const handleBlur = (event: FocusEvent<T>) => {
    if (event.currentTarget.disabled && !event.relatedTarget) lost.current = true;
    onBlur?.(event);
  };
  return { ref: setRef, onBlur: handleBlur };
}
