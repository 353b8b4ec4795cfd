import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { isFigureId } from "@common/figures";
import type { LaunchEntry } from "@common/launch";
import { QueryState } from "@/components/admin/query-state";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { toast } from "@/lib/toast";
import { useLaunchChecklist } from "../api/get-launch-checklist";
import { useKeepLaunchEntry } from "../api/keep-launch-entry";

const figureOf = (entry: LaunchEntry) => entry.id.slice("figure:".length);

/**
 * Admin → Site content → Launch checklist: the template's texts and figures that still speak for the agency as shipped,
 * until staff edit, keep, type, compute or hide each one.
 */
export function LaunchChecklistPanel() {
  const { t } = useTranslation("admin-content");
  const checklist = useLaunchChecklist();
  const keep = useKeepLaunchEntry();
  const label = (e: LaunchEntry) => {
    if (e.kind === "text") return e.id;
    if (e.kind === "setting")
      return t(
        `launch.settings.${e.id === "company:social" ? "social" : e.id === "company:brand" ? "brand" : "addresses"}`,
      );
    const figure = figureOf(e);
    return isFigureId(figure) ? t(`figures.names.${figure}`) : t("launch.caseStudyClients");
  };
  const open = checklist.data?.entries.filter((e) => e.status === "shipped") ?? [];

  return (
    <section aria-labelledby="launch-heading" className="grid gap-3 rounded-xl border p-4">
      <div>
        <h2 id="launch-heading" className="text-lg font-semibold tracking-tight">
          {t("launch.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("launch.description")}</p>
      </div>
      {!checklist.data ? (
        <QueryState isError={checklist.isError} onRetry={() => void checklist.refetch()} className="h-32" />
      ) : open.length === 0 ? (
        <p role="status" className="text-sm">
          {t("launch.done")}
        </p>
      ) : (
        <>
          <p role="status" className="text-sm">
            {t("launch.open", { count: open.length })}
          </p>
          <ul className="divide-y rounded-lg border">
            {open.map((e) => {
              const figure = figureOf(e);
              const editTo =
                e.kind === "text"
                  ? paths.admin.contentItem(e.id)
                  : e.kind === "setting"
                    ? paths.admin.settings
                    : isFigureId(figure)
                      ? `#figure-${figure}`
                      : null;
              return (
                <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                  <span className={e.kind === "text" ? "font-mono text-sm break-all" : "text-sm font-medium"}>
                    {label(e)}
                    <span className="sr-only">
                      {" "}
                      (
                      {t(
                        e.kind === "text"
                          ? "launch.kindText"
                          : e.kind === "setting"
                            ? "launch.kindSetting"
                            : "launch.kindFigure",
                      )}
                      )
                    </span>
                  </span>
                  <span className="flex gap-2">
                    {editTo &&
                      (editTo.startsWith("#") ? (
                        <Button asChild variant="outline" size="sm">
                          <a href={editTo} aria-label={t("launch.editLabel", { item: label(e) })}>
                            {t("launch.edit")}
                          </a>
                        </Button>
                      ) : (
                        <Button asChild variant="outline" size="sm">
                          <Link to={editTo} aria-label={t("launch.editLabel", { item: label(e) })}>
                            {t("launch.edit")}
                          </Link>
                        </Button>
                      ))}
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={keep.isPending}
                      aria-label={t("launch.keepLabel", { item: label(e) })}
                      onClick={() =>
                        keep.mutate(e.id, {
                          onSuccess: () => toast.success(t("launch.kept", { item: label(e) })),
                          onError: () => toast.error(t("editor.failed")),
                        })
                      }
                    >
                      {t("launch.keep")}
                    </Button>
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
