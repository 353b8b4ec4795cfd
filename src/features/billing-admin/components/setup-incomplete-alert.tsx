import { CircleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { SETUP_ITEMS, type SetupItem } from "@common/billing";
import { paths } from "@/config/paths";
import { ApiClientError } from "@/lib/api-client";

/** The setup items a BILLING_SETUP_INCOMPLETE refusal names (in checklist order), or null for any other error. */
export function setupMissing(error: unknown): SetupItem[] | null {
  if (!(error instanceof ApiClientError) || error.code !== "BILLING_SETUP_INCOMPLETE") return null;
  const fields = error.fields ?? {};
  return SETUP_ITEMS.filter((item) => item in fields);
}

/** Why an invoice or a quote was refused: what is missing from the settings, with the way there. */
export function SetupIncompleteAlert({ missing }: { missing: SetupItem[] }) {
  const { t } = useTranslation("admin-billing");
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-amber-500/50 bg-amber-500/10 p-3 text-sm"
    >
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-300" />
      <div className="grid gap-1">
        <p className="font-medium">{t("setup.refused")}</p>
        {missing.length > 0 && (
          <>
            <p>{t("setup.refusedMissing")}</p>
            <ul className="list-disc pl-5">
              {missing.map((item) => (
                <li key={item}>{t(`setup.items.${item}`)}</li>
              ))}
            </ul>
          </>
        )}
        <p>
          <Link to={paths.admin.settings} className="font-medium text-primary underline underline-offset-2">
            {t("setup.openSettings")}
          </Link>
        </p>
      </div>
    </div>
  );
}
