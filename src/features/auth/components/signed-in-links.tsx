import { LayoutDashboard, LogOut, Shield, UserRound } from "lucide-react";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, useMatch, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Tooltip } from "@/components/ui/tooltip";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import { useAuth, useSignOut } from "@/lib/auth/use-auth";
import { toast } from "@/lib/toast";
import type { AccountLinksProps } from "./account-links";

/** The account area for someone signed in: Dashboard, Profile, Admin (for admins) and Sign Out. */
export function SignedInLinks({ layout, onNavigate }: AccountLinksProps) {
  const { t } = useTranslation("common");
  const { t: ta } = useTranslation("auth");
  const { isAdmin } = useAuth();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const profileActive = useMatch(paths.profile) !== null;
  const stacked = layout === "drawer";

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
      <Button variant="outline" size={stacked ? "default" : "sm"} onClick={() => void onSignOut()}>
        <LogOut aria-hidden />
        {t("nav.signOut")}
      </Button>
    </div>
  );
}
