import { useCallback, useEffect, useRef, type Ref } from "react";

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
 * Seen on the element itself: its `blur` while disabled marks the loss, and a MutationObserver on its `disabled`
 * attribute sees it enabled again, whoever set it (React's prop, or a form library). The listener is added once per
 * element: moved with each render's new caller ref, it missed the blur of the commit that disabled the control.
 *
 * Returns the ref to put on the control (the caller's own ref is kept).
 */
export function useFocusBack<T extends Control>(ref: Ref<T> | undefined) {
  const own = useRef<T | null>(null);
  // The listener stays on the element for its life: the caller's ref changes every render (react-hook-form's
  // register), and a listener moved with it missed the blur of the very commit that disabled the control.
  useEffect(() => {
    const el = own.current;
    if (!el) return;
    const onNativeBlur = (event: Event) => {
      if (!el.disabled || (event as globalThis.FocusEvent).relatedTarget) return;
      // Enabled again, by React's prop or by a form library setting the attribute itself (react-hook-form's
      // register, spread after `disabled` on the sign-in form).
      const observer = new MutationObserver(() => {
        if (el.disabled) return;
        observer.disconnect();
        // Nothing else took focus meanwhile: the browser's fixup left it on <body>.
        if (el.isConnected && document.activeElement === document.body) el.focus({ preventScroll: true });
      });
      observer.observe(el, { attributes: true, attributeFilter: ["disabled"] });
    };
    el.addEventListener("blur", onNativeBlur);
    return () => el.removeEventListener("blur", onNativeBlur);
  }, []);
  return useCallback(
    (el: T | null) => {
      own.current = el;
      return assignRef(ref, el);
    },
    [ref],
  );
}
