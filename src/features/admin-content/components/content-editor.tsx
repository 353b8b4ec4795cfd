import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { useFieldArray, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { ContentDetail, ContentField, ContentList, Localized } from "@common/content";
import { LANGUAGES } from "@common/locales";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ApiClientError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useDiscardContent, usePublishContent, useRestoreContent, useSaveContent } from "../api/content-actions";
import { getContentItemQueryOptions } from "../api/get-content-item";
import {
  changedLists,
  changedValues,
  contentFormSchema,
  entryOf,
  newEntryKey,
  serverFieldErrors,
  toFormValues,
  type ContentFormValues,
} from "../lib/content-form";
import { ConflictAlert } from "./conflict-alert";
import { DiscardDraft } from "./discard-draft";
import { FieldEditor } from "./field-editor";
import { HistoryPanel } from "./history-panel";
import { ListEditor } from "./list-editor";
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
  const rows = useFieldArray({ control: form.control, name: "fields" });
  const lists = useWatch({ control: form.control, name: "lists" }) ?? [];
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
    const order = changedLists(base, values);
    if (Object.keys(changes).length === 0 && Object.keys(order).length === 0) return null;
    const next = await save.mutateAsync({
      rev: base.rev,
      values: changes,
      ...(Object.keys(order).length ? { lists: order } : {}),
    });
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

  /** What the editor knows of a field: the loaded one, or a new entry's (its paragraphs as the list's others). */
  const fieldInfo = (key: string): ContentField => {
    const known = base.fields.find((f) => f.key === key);
    if (known) return known;
    const rel = key.split(".").at(-1)!;
    const owner = entryOf(lists, key);
    const sibling = base.fields.find((f) => owner && f.key.startsWith(`${owner.path}.`) && f.key.endsWith(`.${rel}`));
    const empty = Object.fromEntries(LANGUAGES.map((l) => [l, ""])) as Localized;
    return {
      key,
      multiline: sibling?.multiline ?? true,
      rich: sibling?.rich ?? false,
      values: empty,
      live: empty,
      changed: true,
    };
  };
  const loadedEntry = (list: ContentList, entry: string) => list.entries.includes(entry);

  const setEntries = (path: string, entries: string[], removed?: string) => {
    const at = form.getValues("lists").findIndex((l) => l.path === path);
    const list = base.lists.find((l) => l.path === path);
    if (removed && list) {
      const indexes = form
        .getValues("fields")
        .flatMap((f, i) =>
          entryOf(lists, f.key)?.path === path && entryOf(lists, f.key)?.entry === removed ? [i] : [],
        );
      // An entry added since loading goes with its texts; a loaded one keeps its loaded texts (history has them).
      if (!loadedEntry(list, removed)) rows.remove(indexes);
      else
        for (const i of indexes) {
          const loaded = fieldInfo(form.getValues(`fields.${i}.key`)).values;
          form.setValue(`fields.${i}.values`, { ...loaded }, { shouldDirty: true });
        }
    }
    form.setValue(`lists.${at}.entries`, entries, { shouldDirty: true });
  };

  const addEntry = (list: ContentList) => {
    const values = form.getValues();
    const entry = newEntryKey(values, list.path);
    const empty = Object.fromEntries(LANGUAGES.map((l) => [l, ""])) as Localized;
    rows.append(
      list.shape.map((rel) => {
        const key = rel ? `${list.path}.${entry}.${rel}` : `${list.path}.${entry}`;
        return { key, rich: fieldInfo(key).rich, values: empty };
      }),
      { focusName: `fields.${values.fields.length}.values.en` },
    );
    const current = values.lists.find((l) => l.path === list.path)?.entries ?? [];
    setEntries(list.path, [...current, entry]);
  };

  const putBack = (list: ContentList, entry: string) => {
    const values = form.getValues();
    const ofEntry = (key: string) => {
      const owner = entryOf(lists, key);
      return owner?.path === list.path && owner.entry === entry;
    };
    // Removed before the item was loaded: its fields come back with their shipped texts. Removed since: the form
    // still holds them (as loaded).
    if (!values.fields.some((f) => ofEntry(f.key)))
      rows.append(
        list.removed.filter((f) => ofEntry(f.key)).map((f) => ({ key: f.key, rich: f.rich, values: { ...f.values } })),
        // The focus goes to the entry's Remove button (the list editor), not into its first field.
        { shouldFocus: false },
      );
    const current = values.lists.find((l) => l.path === list.path)?.entries ?? [];
    setEntries(list.path, [...current, entry]);
  };

  // The fields in the item's order; each list where its first field is (an emptied one at the end).
  const blocks: ReactNode[] = [];
  const placed = new Set<string>();
  const placeList = (list: ContentList) => {
    placed.add(list.path);
    const entries = lists.find((l) => l.path === list.path)?.entries ?? [];
    blocks.push(
      <ListEditor
        key={`list:${list.path}`}
        list={list}
        entries={entries}
        control={form.control}
        isNew={(entry) => !loadedEntry(list, entry) && !list.shipped.includes(entry)}
        renderFields={(entry) =>
          rows.fields.map((row, index) => {
            const owner = entryOf(lists, row.key);
            return owner?.path === list.path && owner.entry === entry ? (
              <FieldEditor key={row.id} form={form} index={index} field={fieldInfo(row.key)} />
            ) : null;
          })
        }
        onChange={(next, removed) => setEntries(list.path, next, removed)}
        onAdd={() => addEntry(list)}
        onPutBack={(entry) => putBack(list, entry)}
      />,
    );
  };
  rows.fields.forEach((row, index) => {
    const owner = entryOf(lists, row.key);
    const list = owner && base.lists.find((l) => l.path === owner.path);
    if (!list) blocks.push(<FieldEditor key={row.id} form={form} index={index} field={fieldInfo(row.key)} />);
    else if (!placed.has(list.path)) placeList(list);
  });
  for (const list of base.lists) if (!placed.has(list.path)) placeList(list);

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
        {blocks}
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
