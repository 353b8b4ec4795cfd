import { MapPin } from "lucide-react";
import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { onDemand } from "@/components/ui/on-demand";
import { useRegion } from "./region-store";

export interface RegionSelectorProps {
  showName?: boolean;
}

/** The region selector's trigger: drawn at once, also as the stand-in until its menu has loaded. */
export function RegionButton({
  showName = false,
  ...props
}: RegionSelectorProps & Omit<ComponentProps<typeof Button>, "children">) {
  const { t } = useTranslation("widgets");
  const region = useRegion();
  const currentName = region ? t(`regions.${region}`) : t("region.none");
  const label = region ? t("region.current", { region: currentName }) : currentName;
  // The name is the button's own text, which holds the visible words ("Region: Asia" around "Asia"; WCAG 2.5.3).
  const [before, after] = region ? label.split(currentName) : ["", ""];
  return (
    <Button variant="ghost" size={showName ? "default" : "icon"} {...props}>
      <MapPin aria-hidden />
      {showName ? (
        <span>
          {before && <span className="sr-only">{before}</span>}
          {currentName}
          {after && <span className="sr-only">{after}</span>}
        </span>
      ) : (
        <span className="sr-only">{label}</span>
      )}
    </Button>
  );
}

/** The region menu, loaded when someone reaches for it (./region-selector.tsx). */
export const DeferredRegionSelector = onDemand<RegionSelectorProps>(
  async () => (await import("./region-selector")).RegionSelector,
  RegionButton,
);
