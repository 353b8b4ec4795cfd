import { Widgets } from "@/features/widgets/global-widgets";

/** Widgets drawn over every public page: back to top, support chat, cookie consent. */
export function GlobalWidgets() {
  return <Widgets />;
}
