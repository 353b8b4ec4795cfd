import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";

/**
 * The header's account area (spec §2): Login and Register when signed out.
 * `onNavigate` lets the mobile drawer close when a link is chosen.
 */
export function AccountLinks({ layout, onNavigate }: { layout: "header" | "drawer"; onNavigate?: () => void }) {
  const { t } = useTranslation("common");
  const stacked = layout === "drawer";
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
