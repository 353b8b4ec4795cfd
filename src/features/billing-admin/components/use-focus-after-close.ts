import { useEffect, useRef } from "react";
import { focusElement } from "@/lib/focus";

/**
 * An inline form that replaces its opener: when it closes (sent or cancelled), focus goes back to the opener
 * (shown again), else to the section's heading — never to <body>.
 */
export function useFocusAfterClose(open: boolean) {
  const opener = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open && !focusElement(opener.current)) focusElement(heading.current);
    wasOpen.current = open;
  }, [open]);
  return { opener, heading };
}
