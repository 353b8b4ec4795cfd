import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { Button } from "@/components/ui/button";
import { AccountLinks } from "@/features/auth/components/account-links";
import { RegionSelector } from "@/features/widgets/region-selector";
import { cn } from "@/lib/cn";
import { LanguageSelector } from "./language-selector";
import { MenuButton } from "./menu-button";
import { NAV_ITEMS } from "./nav-items";

/** Below the large breakpoint: a bottom drawer titled 'Navigation' that closes when a link is chosen. */
export function MobileDrawer({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useTranslation("common");
  const [open, setOpen] = useState(defaultOpen);
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <MenuButton />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 data-[state=open]:animate-in" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[85vh] overflow-y-auto rounded-t-2xl border-t bg-card p-6 pb-8 shadow-2xl">
          <div className="mx-auto mb-4 h-1.5 w-12 rounded-full bg-muted" aria-hidden />
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">{t("nav.navigation")}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t("nav.closeMenu")}>
                <X aria-hidden />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t("nav.navigationDescription")}</Dialog.Description>
          <nav aria-label={t("nav.mainNavigation")}>
            <ul className="grid gap-1">
              {NAV_ITEMS.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.end}
                    onClick={close}
                    className={({ isActive }) =>
                      cn(
                        "block rounded-lg px-3 py-3 text-base font-medium",
                        isActive ? "bg-accent text-foreground" : "text-muted-foreground hover:bg-accent/60",
                      )
                    }
                  >
                    {t(item.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-4 border-t pt-4">
            <AccountLinks layout="drawer" onNavigate={close} />
          </div>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t pt-4">
            <span className="text-sm whitespace-nowrap text-muted-foreground">{t("nav.languageAndRegion")}</span>
            <div className="flex items-center gap-2">
              <LanguageSelector showName />
              <RegionSelector showName />
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
