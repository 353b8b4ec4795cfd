import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation } from "react-router";
import { toast } from "@/lib/toast";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useHydrated, useMe } from "@/lib/auth/use-auth";
import { PageMeta } from "@/lib/page-meta";

type Outcome = "loading" | "anonymous" | "denied" | "error" | "needsTwoFactor" | "admin";

/**
 * Spec §4 admin guard: loading while checking; anonymous → /login (the original location kept);
 * signed in without the admin role → /dashboard; a failed check counts as not admin; an admin without
 * two-factor authentication → /profile's two-factor section (the server refuses /api/admin/* too). Each toast once.
 * The server guards /api/admin/* on its own; this only decides what the screen shows.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation("auth");
  const location = useLocation();
  const me = useMe();
  const hydrated = useHydrated();
  const toasted = useRef(false);

  const outcome: Outcome =
    !hydrated || me.isPending
      ? "loading"
      : me.isError
        ? "error"
        : !me.data
          ? "anonymous"
          : !me.data.isAdmin
            ? "denied"
            : me.data.user.twoFactorEnabled
              ? "admin"
              : "needsTwoFactor";

  useEffect(() => {
    if (toasted.current || outcome === "loading" || outcome === "admin") return;
    toasted.current = true;
    if (outcome === "anonymous") toast(t("guard.authRequiredTitle"), { description: t("guard.authRequiredBody") });
    if (outcome === "denied") toast.error(t("guard.deniedTitle"), { description: t("guard.deniedBody") });
    if (outcome === "needsTwoFactor") {
      toast.info(t("guard.twoFactorTitle"), { description: t("guard.twoFactorBody") });
    }
    if (outcome === "error") toast.error(t("guard.errorTitle"), { description: t("guard.errorBody") });
  }, [outcome, t]);

  if (outcome === "loading") {
    return (
      <div className="flex min-h-[60vh] items-center justify-center text-muted-foreground">
        <PageMeta title={t("guard.metaTitle")} description={t("guard.metaDescription")} noindex />
        <Spinner label={t("guard.checking")} />
      </div>
    );
  }
  if (outcome === "anonymous") return <Navigate to={paths.login} replace state={{ from: location }} />;
  if (outcome === "needsTwoFactor") return <Navigate to={{ pathname: paths.profile, hash: "#two-factor" }} replace />;
  if (outcome !== "admin") return <Navigate to={paths.dashboard} replace />;
  return <>{children}</>;
}
