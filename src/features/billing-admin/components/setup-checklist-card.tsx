import { CircleAlert, CircleCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import { useSetupChecklist } from "./use-admin-refunds";

/**
 * "Before you can invoice": the four things the server requires before it issues an invoice or sends a quote.
 * On Settings it shrinks to one line once complete; on the dashboard (`onDashboard`) it links to Settings and
 * disappears once complete. Nothing shows while loading or on error: Settings shows its own form anyway.
 */
export function SetupChecklistCard({ onDashboard = false }: { onDashboard?: boolean }) {
  const { t } = useTranslation("admin-billing");
  const setup = useSetupChecklist().data;
  if (!setup) return null;
  if (setup.complete) {
    if (onDashboard) return null;
    return (
      <p className="flex max-w-2xl items-center gap-2 rounded-lg border bg-card px-4 py-3 text-sm">
        <CircleCheck aria-hidden className="size-4 shrink-0 text-green-400" />
        {t("setup.complete")}
      </p>
    );
  }
  return (
    <Card className="max-w-2xl border-amber-500/50" role="region" aria-labelledby="setup-checklist-title">
      <CardHeader>
        {/* A section of the page under its h1 (the dashboard's first): an h2, drawn as a card title. */}
        <h2 id="setup-checklist-title" className="text-lg font-semibold leading-tight tracking-tight">
          {t("setup.title")}
        </h2>
        <CardDescription>{t("setup.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid gap-3">
          {setup.items.map((item) => (
            <li key={item.id} className="flex items-start gap-3">
              {item.done ? (
                <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-green-400" />
              ) : (
                <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-400" />
              )}
              <div className="grid min-w-0 gap-0.5">
                <p className="text-sm">
                  <span className="font-medium">{t(`setup.items.${item.id}`)}</span>
                  <span className="sr-only">: </span>
                  <span
                    className={cn(
                      "ml-1 inline-block rounded-full px-2 py-0.5 text-xs font-semibold",
                      item.done ? "bg-green-500/15 text-green-300" : "bg-amber-500/15 text-amber-300",
                    )}
                  >
                    {item.done ? t("setup.done") : t("setup.missing")}
                  </span>
                </p>
                <p className="text-xs text-muted-foreground">{t(`setup.hints.${item.id}`)}</p>
              </div>
            </li>
          ))}
        </ul>
        {onDashboard && (
          <div>
            <Link to={paths.admin.settings} className={buttonVariants({ variant: "outline", size: "sm" })}>
              {t("setup.openSettings")}
            </Link>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
