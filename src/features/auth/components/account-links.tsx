import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useAuth } from "@/lib/auth/use-auth";

// Signed-in links (with their tooltip) load only for someone signed in: most visitors never need them.
const SignedInLinks = lazy(async () => ({ default: (await import("./signed-in-links")).SignedInLinks }));

export interface AccountLinksProps {
  layout: "header" | "drawer";
  onNavigate?: () => void;
}

/**
 * The header's and drawer's account area (spec §2): Login and Register when signed out; Dashboard,
 * Profile, Sign Out and (for admins) Admin when signed in. `onNavigate` lets the drawer close.
 */
export function AccountLinks({ layout, onNavigate }: AccountLinksProps) {
  const { t } = useTranslation("common");
  const { status } = useAuth();
  const stacked = layout === "drawer";

  if (status !== "signed-in") {
    return (
      <div className={stacked ? "grid grid-cols-2 gap-2" : "flex items-center gap-2"}>
        <Button asChild variant="ghost" size={stacked ? "default" : "sm"}>
          <Link to={paths.login} onClick={onNavigate}>
            {t("nav.login")}
          </Link>
        </Button>
        <Button asChild variant="gradient" size={stacked ? "default" : "sm"}>
          <Link to={paths.register} onClick={onNavigate}>
            {t("nav.register")}
          </Link>
        </Button>
      </div>
    );
  }

  return (
    <Suspense fallback={null}>
      <SignedInLinks layout={layout} onNavigate={onNavigate} />
    </Suspense>
  );
}
