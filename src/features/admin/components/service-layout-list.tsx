import { ArrowDown, ArrowUp } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { ServiceId } from "@common/catalog";
import { serviceLayoutInputSchema } from "@common/service-layout-schema";
import { QueryState } from "@/components/admin/query-state";
import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import { ApiClientError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useAdminServiceLayout, useSaveServiceLayout } from "../api/service-layout";
import { serviceName } from "./service-name";

type Entry = { id: ServiceId; hidden: boolean };

/**
 * Admin → Services, "Services on the site" (issue 39): the order every public list of services follows, and which
 * are hidden (their pages say they are no longer offered; no new orders; existing orders go on). Any staff member
 * reads; admins write.
 */
export function ServiceLayoutList({ readOnly }: { readOnly: boolean }) {
  const layout = useAdminServiceLayout();
  if (!layout.data) {
    return <QueryState isError={layout.isError} onRetry={() => void layout.refetch()} className="h-64" />;
  }
  return <ServiceLayoutForm initial={layout.data.services as Entry[]} readOnly={readOnly} />;
}

/** A message of the shared schema or the server: a key of the admin namespace, or the server's own sentence. */
function useMessage() {
  const { t } = useTranslation("admin");
  return (message: string) =>
    /^(serviceLayout\.)?errors\./.test(message)
      ? t(message as "serviceLayout.errors.failed", { defaultValue: t("serviceLayout.errors.failed") })
      : message;
}

export function ServiceLayoutForm({ initial, readOnly }: { initial: Entry[]; readOnly: boolean }) {
  const { t } = useTranslation("admin");
  const id = useId();
  const message = useMessage();
  const save = useSaveServiceLayout();
  const [entries, setEntries] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  const move = (index: number, by: -1 | 1) =>
    setEntries((list) => {
      const next = [...list];
      const [entry] = next.splice(index, 1);
      next.splice(index + by, 0, entry!);
      return next;
    });
  const setShown = (sid: ServiceId, shown: boolean) =>
    setEntries((list) => list.map((e) => (e.id === sid ? { ...e, hidden: !shown } : e)));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const input = { services: entries };
    // The server's own schema first: "at least one shown" is said here without a round trip.
    const checked = serviceLayoutInputSchema.safeParse(input);
    if (!checked.success) {
      setError(message(checked.error.issues[0]?.message ?? "serviceLayout.errors.failed"));
      return;
    }
    try {
      const saved = await save.mutateAsync(input);
      setEntries(saved.services as Entry[]);
      toast.success(t("serviceLayout.saved"));
    } catch (err) {
      const fields = err instanceof ApiClientError ? Object.values(err.fields ?? {}) : [];
      setError(
        fields[0]
          ? message(fields[0])
          : err instanceof ApiClientError && err.code === "FORBIDDEN"
            ? t("serviceLayout.errors.forbidden")
            : t("serviceLayout.errors.failed"),
      );
    }
  };

  const shown = entries.filter((e) => !e.hidden).length;
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4 rounded-xl border p-4 sm:p-6">
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="text-xl font-semibold tracking-tight">
          {t("serviceLayout.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("serviceLayout.description")}</p>
        {readOnly && <p className="text-sm text-muted-foreground">{t("serviceLayout.readOnly")}</p>}
      </div>
      <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4">
        <fieldset disabled={readOnly || save.isPending} className="grid gap-2">
          <legend className="sr-only">{t("serviceLayout.title")}</legend>
          <ol className="grid gap-2">
            {entries.map((entry, i) => {
              const name = serviceName(t, entry.id);
              return (
                <li key={entry.id} className="flex flex-wrap items-center gap-3 rounded-lg border px-3 py-2">
                  <span className="w-6 text-right text-sm tabular-nums text-muted-foreground">{i + 1}.</span>
                  <span className="min-w-40 flex-1 font-medium">
                    {name}
                    {entry.hidden && (
                      <span className="ml-2 text-xs font-normal text-muted-foreground">
                        {t("serviceLayout.hiddenNote")}
                      </span>
                    )}
                  </span>
                  <div className="flex items-center gap-2">
                    <Switch
                      id={`${id}-${entry.id}`}
                      checked={!entry.hidden}
                      onCheckedChange={(on) => setShown(entry.id, on)}
                      aria-label={t("serviceLayout.visible", { service: name })}
                    />
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      disabled={i === 0}
                      onClick={() => move(i, -1)}
                      aria-label={t("serviceLayout.moveUp", { service: name })}
                    >
                      <ArrowUp aria-hidden />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      disabled={i === entries.length - 1}
                      onClick={() => move(i, 1)}
                      aria-label={t("serviceLayout.moveDown", { service: name })}
                    >
                      <ArrowDown aria-hidden />
                    </Button>
                  </div>
                </li>
              );
            })}
          </ol>
        </fieldset>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t("serviceLayout.count", { shown, total: entries.length })}
        </p>
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        {!readOnly && (
          <Button type="submit" className="justify-self-start" disabled={save.isPending}>
            {save.isPending ? t("serviceLayout.saving") : t("serviceLayout.save")}
          </Button>
        )}
      </form>
    </section>
  );
}
