import { Menu } from "lucide-react";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation } from "react-router";
import { BrandLink } from "@/components/layout/brand-link";
import { PageFallback } from "@/components/layout/page-fallback";
import { ScreenErrorBoundary } from "@/components/layout/screen-error-boundary";
import { paths } from "@/config/paths";
import { Button } from "@/components/ui/button";
import { AdminGuard } from "@/features/auth";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { PageMeta } from "@/lib/page-meta";
import { AdminNav, screenKey, screenOf } from "./admin-nav";

const AdminBadge = ({ label }: { label: string }) => (
  <span className="rounded-full bg-primary/15 px-2 py-0.5 text-xs font-semibold text-primary">{label}</span>
);

/** The admin area's frame: a sidebar on large screens, a menu sheet on small ones. */
export function AdminLayout() {
  const { t } = useTranslation("admin");
  const { t: tc } = useTranslation("common");
  const [menuOpen, setMenuOpen] = useState(false);
  // The title is set here, not by each screen: the guard shows no screen until the role check is done
  // (and a prerendered page must have its title), and one writer means no effect-order races.
  const screen = screenKey(screenOf(useLocation().pathname));
  return (
    <div className="min-h-screen lg:grid lg:grid-cols-[15rem_1fr]">
      <PageMeta title={t(`${screen}.title`)} description={t(`${screen}.description`)} noindex />
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {tc("nav.skipToContent")}
      </a>
      <aside className="hidden border-r bg-card/40 lg:block">
        <div className="sticky top-0 flex h-screen flex-col gap-6 overflow-y-auto p-4">
          <div className="flex items-center justify-between px-2 pt-1">
            <BrandLink />
            <AdminBadge label={tc("nav.admin")} />
          </div>
          <AdminNav />
        </div>
      </aside>
      <header className="sticky top-0 z-40 flex h-14 items-center justify-between border-b bg-background/85 px-4 backdrop-blur lg:hidden">
        <div className="flex items-center gap-2">
          <BrandLink />
          <AdminBadge label={tc("nav.admin")} />
        </div>
        <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
          <Button variant="ghost" size="icon" aria-label={t("nav.openMenu")} onClick={() => setMenuOpen(true)}>
            <Menu aria-hidden />
          </Button>
          <SheetContent side="left">
            <SheetHeader>
              <SheetTitle>{t("nav.menuTitle")}</SheetTitle>
              <SheetDescription>{t("nav.menuDescription")}</SheetDescription>
            </SheetHeader>
            <AdminNav onNavigate={() => setMenuOpen(false)} />
          </SheetContent>
        </Sheet>
      </header>
      <main id="main" className="min-w-0 px-4 py-6 sm:px-6 lg:px-10 lg:py-10">
        <AdminGuard>
          <ScreenErrorBoundary home={paths.admin.dashboard}>
            <Suspense fallback={<PageFallback />}>
              <Outlet />
            </Suspense>
          </ScreenErrorBoundary>
        </AdminGuard>
      </main>
    </div>
  );
}
