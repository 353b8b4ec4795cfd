import { Check } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import { REGIONS, type RegionId } from "@/content/regions";
import { cn } from "@/lib/cn";
import { RegionButton, type RegionSelectorProps } from "./region-button";
import { loadCatalog, setRegion, useRegion } from "./region-store";
import { offerChanged } from "./region-toast";

function isRegion(value: string): value is RegionId {
  return REGIONS.some((r) => r.id === value);
}

/**
 * Region choice (spec §3, §4): none at first; choosing one highlights it, remembers it (a cookie) and confirms with a
 * toast. The spec's "Content and pricing will now be tailored to your region." is said only when it is true: once
 * the catalogue is in, and only if the currency or the offered services differ from the previous region's.
 */
export function RegionSelector({ showName = false, defaultOpen }: RegionSelectorProps & { defaultOpen?: boolean }) {
  const { t } = useTranslation("widgets");
  const region = useRegion();
  const choose = (id: string) => {
    if (!isRegion(id) || id === region) return;
    const previous = region;
    setRegion(id);
    const title = t("region.toastTitle", { region: t(`regions.${id}`) });
    void loadCatalog().then((catalog) =>
      offerChanged(catalog, previous, id)
        ? toast.success(title, { description: t("region.toastDescription") })
        : toast.success(title),
    );
  };
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <RegionButton showName={showName} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-[60] min-w-48 rounded-lg border bg-popover p-1 text-popover-foreground shadow-xl"
        >
          <DropdownMenu.Label className="px-2 py-1.5 text-xs text-muted-foreground">
            {t("region.label")}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={region ?? ""} onValueChange={choose}>
            {REGIONS.map((r) => (
              <DropdownMenu.RadioItem
                key={r.id}
                value={r.id}
                className={cn(
                  "flex cursor-pointer items-center justify-between gap-3 rounded-md px-2 py-1.5 text-sm outline-none",
                  "data-[highlighted]:bg-accent data-[state=checked]:bg-primary/15 data-[state=checked]:font-semibold data-[state=checked]:text-primary",
                )}
              >
                <span className="flex items-center gap-2">
                  <span className="w-6 text-xs text-muted-foreground" aria-hidden>
                    {r.code}
                  </span>
                  {t(`regions.${r.id}`)}
                </span>
                <DropdownMenu.ItemIndicator>
                  <Check className="size-4" aria-hidden />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
