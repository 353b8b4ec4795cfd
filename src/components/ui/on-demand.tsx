import { useState, type ComponentType, type FocusEventHandler, type MouseEventHandler } from "react";

/** What the stand-in trigger needs: it loads the real control on hover or focus and opens it on click. */
export interface StandInHandlers {
  onPointerEnter?: () => void;
  onFocus?: FocusEventHandler<HTMLButtonElement>;
  onClick?: MouseEventHandler<HTMLButtonElement>;
}

/**
 * A menu, drawer or dialog whose code loads only when someone reaches for it. `Trigger` draws the same
 * button as the real control (so prerendered HTML and the first screen match); hovering or focusing it
 * starts loading the real control, and pressing it swaps in the real control already open (it focuses its
 * content, and gives focus back to its own trigger when it closes).
 */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P & { defaultOpen?: boolean }>>,
  Trigger: ComponentType<P & StandInHandlers>,
) {
  let loaded: ComponentType<P & { defaultOpen?: boolean }> | null = null;
  let pending: Promise<ComponentType<P & { defaultOpen?: boolean }>> | null = null;
  const preload = () => {
    pending ??= load().then((c) => (loaded = c));
    return pending;
  };

  function OnDemand(props: P) {
    const [Real, setReal] = useState<ComponentType<P & { defaultOpen?: boolean }> | null>(null);
    if (Real) return <Real {...props} defaultOpen />;
    return (
      <Trigger
        {...props}
        onPointerEnter={() => void preload()}
        onFocus={() => void preload()}
        onClick={() => {
          if (loaded) setReal(() => loaded);
          else void preload().then((c) => setReal(() => c));
        }}
      />
    );
  }
  return OnDemand;
}
