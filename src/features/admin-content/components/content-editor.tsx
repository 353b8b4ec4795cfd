import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { ContentDetail } from "@common/content";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ApiClientError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useDiscardContent, usePublishContent, useRestoreContent, useSaveContent } from "../api/content-actions";
import { getContentItemQueryOptions } from "../api/get-content-item";
import {
  changedValues,
  contentFormSchema,
  serverFieldErrors,
  toFormValues,
  type ContentFormValues,
} from "../lib/content-form";
import { ConflictAlert } from "./conflict-alert";
import { DiscardDraft } from "./discard-draft";
import { FieldEditor } from "./field-editor";
import { HistoryPanel } from "./history-panel";
import { MissingSummary } from "./missing-summary";
import { PreviewPanel } from "./preview-panel";
import { StateBadge } from "./state-badge";

/**
 * One item's fields in six languages as one form: save a draft, publish, discard, preview, restore. The form keeps
 * what staff typed through every refusal (a stale rev, a refused text); it takes the server's texts only after a
 * successful action or when staff ask for the other person's version.
 */
export function ContentEditor({ item: loaded }: { item: ContentDetail }) {
  const { t } = useTranslation("admin-content");
  const qc = useQueryClient();
  // The version the form started from: its rev is sent with each save, its texts say what changed.
  const [base, setBase] = useState(loaded);
  const form = useForm<ContentFormValues>({
    resolver: zodResolver(contentFormSchema),
    defaultValues: toFormValues(loaded),
  });
  const [conflict, setConflict] = useState<string[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [reload, setReload] = useState(0);
  const [loadingTheirs, setLoadingTheirs] = useState(false);
  const save = useSaveContent(base.id);
  const publish = usePublishContent(base.id);
  const discard = useDiscardContent(base.id);
  const restore = useRestoreContent(base.id);
  const busy = save.isPending || publish.isPending || discard.isPending || restore.isPending || loadingTheirs;
  const dirty = form.formState.isDirty;

  const take = (next: ContentDetail) => {
    setBase(next);
    form.reset(toFormValues(next));
    setConflict(null);
    setNotice(null);
    setReload((r) => r + 1);
  };

  const fail = (err: unknown) => {
    if (!(err instanceof ApiClientError)) return setNotice(t("editor.failed"));
    if (err.code === "CONTENT_CONFLICT") {
      setNotice(null);
      return setConflict(Object.keys(err.fields ?? {}));
    }
    if (err.code === "NOTHING_TO_PUBLISH") return setNotice(t("editor.nothingToPublish"));
    if (err.code === "VALIDATION_FAILED") {
      const { marked, other } = serverFieldErrors(form.getValues(), err.fields);
      marked.forEach(({ index, lng, message }, i) =>
        form.setError(`fields.${index}.values.${lng}`, { type: "server", message }, { shouldFocus: i === 0 }),
      );
      return setNotice([t("editor.refused"), ...other].join(" "));
    }
    if (err.status === 403) return setNotice(t("editor.forbidden"));
    if (err.status === 404) return setNotice(t("editor.notFound"));
    setNotice(t("editor.failed"));
  };

  /** Saves what changed since `base`; the saved item, or null when nothing had changed. */
  const saveChanges = async (values: ContentFormValues) => {
    const changes = changedValues(base, values);
    if (Object.keys(changes).length === 0) return null;
    const next = await save.mutateAsync({ rev: base.rev, values: changes });
    take(next);
    return next;
  };

  const onSave = form.handleSubmit(async (values) => {
    setNotice(null);
    try {
      if (await saveChanges(values)) toast.success(t("editor.saved"));
      else setNotice(t("editor.nothingToSave"));
    } catch (err) {
      fail(err);
    }
  });

  // What is published is what the form shows: unsaved changes are saved first, then that rev is published.
  const onPublish = form.handleSubmit(async (values) => {
    setNotice(null);
    try {
      const saved = await saveChanges(values);
      const result = await publish.mutateAsync(saved?.rev ?? base.rev);
      take(result.item);
      toast.success(t("editor.published", { count: result.pages }));
    } catch (err) {
      fail(err);
    }
  });

  const onDiscard = async () => {
    setNotice(null);
    if (base.state !== "draft") return take(base);
    try {
      take(await discard.mutateAsync(base.rev));
      toast.success(t("editor.discarded"));
    } catch (err) {
      fail(err);
    }
  };

  const onRestore = async (version: number) => {
    setNotice(null);
    try {
      take(await restore.mutateAsync(version));
      toast.success(t("history.restored", { version }));
    } catch (err) {
      fail(err);
    }
  };

  const loadTheirs = async () => {
    setLoadingTheirs(true);
    try {
      take(await qc.fetchQuery({ ...getContentItemQueryOptions(base.id), staleTime: 0 }));
    } catch (err) {
      fail(err);
    } finally {
      setLoadingTheirs(false);
    }
  };

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center gap-2">
        <StateBadge state={base.state} />
        {dirty && <span className="text-sm text-yellow-300">{t("editor.unsaved")}</span>}
      </div>
      <MissingSummary control={form.control} />
      {conflict && <ConflictAlert fields={conflict} loading={loadingTheirs} onLoadTheirs={() => void loadTheirs()} />}
      {notice && <Alert variant="destructive">{notice}</Alert>}

      <form aria-label={t("editor.textsLabel")} onSubmit={(e) => void onSave(e)} noValidate className="grid gap-4">
        {base.fields.map((field, index) => (
          <FieldEditor key={field.key} form={form} index={index} field={field} />
        ))}
        <div className="sticky bottom-0 z-10 flex flex-wrap items-start gap-2 border-t bg-background/95 py-3 backdrop-blur">
          <Button type="submit" disabled={busy}>
            {save.isPending ? t("editor.saving") : t("editor.save")}
          </Button>
          <Button variant="gradient" disabled={busy} onClick={() => void onPublish()}>
            {publish.isPending ? t("editor.publishing") : t("editor.publish")}
          </Button>
          {(base.state === "draft" || dirty) && <DiscardDraft busy={busy} onDiscard={() => void onDiscard()} />}
        </div>
      </form>

      <PreviewPanel itemId={base.id} paths={base.paths} reload={reload} />
      <HistoryPanel versions={base.versions} busy={busy} onRestore={(v) => void onRestore(v)} />
    </div>
  );
}
