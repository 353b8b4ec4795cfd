import { LayoutDashboard, LogOut, Shield, UserRound } from "lucide-react";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, useMatch, useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Tooltip } from "@/components/ui/tooltip";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import { useAuth, useSignOut } from "@/lib/auth/use-auth";

/**
 * The header's and drawer's account area (spec §2): Login and Register when signed out; Dashboard,
 * Profile, Sign Out and (for admins) Admin when signed in. `onNavigate` lets the drawer close.
 */
export function AccountLinks({ layout, onNavigate }: { layout: "header" | "drawer"; onNavigate?: () => void }) {
  const { t } = useTranslation("common");
  const { t: ta } = useTranslation("auth");
  const { status, isAdmin } = useAuth();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const profileActive = useMatch(paths.profile) !== null;
  const stacked = layout === "drawer";
  const size = stacked ? "default" : "sm";

  if (status !== "signed-in") {
    return (
      <div className={stacked ? "grid grid-cols-2 gap-2" : "flex items-center gap-2"}>
        <Button asChild variant="ghost" size={size}>
          <Link to={paths.login} onClick={onNavigate}>
            {t("nav.login")}
          </Link>
        </Button>
        <Button asChild variant="gradient" size={size}>
          <Link to={paths.register} onClick={onNavigate}>
            {t("nav.register")}
          </Link>
        </Button>
      </div>
    );
  }

  const onAdmin = (e: MouseEvent) => {
    if (isAdmin !== true) {
      e.preventDefault();
      toast.error(ta("adminLink.deniedTitle"), { description: ta("adminLink.deniedBody") });
      return;
    }
    onNavigate?.();
  };
  const onSignOut = async () => {
    onNavigate?.();
    await signOut();
    void navigate(paths.login);
  };
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      "inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium transition-colors hover:text-foreground",
      stacked && "justify-center border",
      isActive ? "bg-accent text-foreground" : "text-muted-foreground",
    );

  return (
    <div className={stacked ? "grid grid-cols-2 gap-2" : "flex items-center gap-1"}>
      <NavLink to={paths.dashboard} className={linkClass} onClick={onNavigate}>
        <LayoutDashboard className="size-4" aria-hidden />
        {t("nav.dashboard")}
      </NavLink>
      <Tooltip content={t("nav.editProfile")}>
        {/* A string class: the tooltip's trigger merges classes and cannot take NavLink's function. */}
        <NavLink to={paths.profile} className={linkClass({ isActive: profileActive })} onClick={onNavigate}>
          <UserRound className="size-4" aria-hidden />
          {t("nav.profile")}
        </NavLink>
      </Tooltip>
      {isAdmin === true && (
        <NavLink to={paths.admin.dashboard} className={linkClass} onClick={onAdmin}>
          <Shield className="size-4" aria-hidden />
          {t("nav.admin")}
        </NavLink>
      )}
      <Button variant="outline" size={size} onClick={() => void onSignOut()}>
        <LogOut aria-hidden />
        {t("nav.signOut")}
      </Button>
    </div>
  );
}
