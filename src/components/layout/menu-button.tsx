import { Menu } from "lucide-react";
import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { onDemand } from "@/components/ui/on-demand";

/** The drawer's trigger below the large breakpoint: drawn at once, the drawer loads when it is reached for. */
export function MenuButton(props: Omit<ComponentProps<typeof Button>, "children">) {
  const { t } = useTranslation("common");
  return (
    <Button variant="ghost" size="icon" aria-label={t("nav.openMenu")} {...props}>
      <Menu aria-hidden />
    </Button>
  );
}

export const DeferredMobileDrawer = onDemand<object>(
  async () => (await import("./mobile-drawer")).MobileDrawer,
  MenuButton,
);
