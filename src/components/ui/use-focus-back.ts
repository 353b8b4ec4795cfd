import { useCallback, useEffect, useRef, type FocusEvent, type Ref } from "react";

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
 * Returns the ref and blur handler to put on the control (the caller's own ref and onBlur are kept).
 */
export function useFocusBack<T extends Control>(
  disabled: boolean | undefined,
  ref: Ref<T> | undefined,
  onBlur: ((event: FocusEvent<T>) => void) | undefined,
) {
  const own = useRef<T | null>(null);
  const lost = useRef(false);
  useEffect(() => {
    if (disabled || !lost.current) return;
    lost.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) own.current?.focus({ preventScroll: true });
  }, [disabled]);
  const setRef = useCallback(
    (el: T | null) => {
      own.current = el;
      return assignRef(ref, el);
    },
    [ref],
  );
  const handleBlur = (event: FocusEvent<T>) => {
    if (event.currentTarget.disabled && !event.relatedTarget) lost.current = true;
    onBlur?.(event);
  };
  return { ref: setRef, onBlur: handleBlur };
}
