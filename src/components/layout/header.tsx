import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { AccountLinks } from "@/features/auth/components/account-links";
import { DeferredRegionSelector } from "@/features/widgets/region-button";
import { clsx } from "clsx";
import { BrandLink } from "./brand-link";
import { DeferredLanguageSelector } from "./language-button";
import { DeferredMobileDrawer } from "./menu-button";
import { NAV_ITEMS } from "./nav-items";

export function Header() {
  const { t } = useTranslation("common");
  return (
    <header className="sticky top-0 z-40 border-b bg-background/80 backdrop-blur supports-[backdrop-filter]:bg-background/65">
      {/* Wraps onto a second row rather than running off the page when text is enlarged (WCAG 1.4.4). */}
      <div className="container-page flex min-h-16 flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2">
        <BrandLink />
        <nav aria-label={t("nav.mainNavigation")} className="hidden lg:block">
          <ul className="flex flex-wrap items-center gap-1">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) =>
                    clsx(
                      "rounded-md px-3 py-2 text-sm font-medium transition-colors hover:text-foreground",
                      isActive ? "bg-accent text-foreground" : "text-muted-foreground",
                    )
                  }
                >
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden flex-wrap items-center gap-2 lg:flex">
          <DeferredRegionSelector />
          <DeferredLanguageSelector />
          <AccountLinks layout="header" />
        </div>
        <div className="flex items-center gap-1 lg:hidden">
          <DeferredLanguageSelector />
          <DeferredMobileDrawer />
        </div>
      </div>
    </header>
  );
}
