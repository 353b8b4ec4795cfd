import { ArrowDown, ArrowUp, Plus, Trash2, Undo2 } from "lucide-react";
import { useEffect, useId, useState, type ReactNode } from "react";
import { useWatch, type Control } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { ContentList } from "@common/content";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { ContentFormValues } from "../lib/content-form";

/** The fields that name an entry, best first ("Sarah Johnson" rather than her quote). */
const TITLE_FIELDS = ["title", "question", "name", "author", "metric", "heading", "attribution"];

/** An entry's English title: its naming field's text, shortened. */
export function entryTitle(list: Pick<ContentList, "path" | "shape">, entry: string, english: (key: string) => string) {
  const rel = TITLE_FIELDS.find((f) => list.shape.includes(f)) ?? list.shape[0] ?? "";
  const text = english(rel ? `${list.path}.${entry}.${rel}` : `${list.path}.${entry}`).trim();
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/**
 * One list of an item: each entry as a group of its fields, with Move up, Move down and Remove (named with the
 * entry's English title), Add entry at the end, and Put back for each shipped entry no longer in the list. The order
 * goes to the server with the next save.
 */
export function ListEditor({
  list,
  entries,
  control,
  isNew,
  renderFields,
  onChange,
  onAdd,
  onPutBack,
}: {
  list: ContentList;
  /** The entries' keys in the form's order. */
  entries: string[];
  control: Control<ContentFormValues>;
  /** Whether an entry was added since the item was loaded. */
  isNew: (entry: string) => boolean;
  /** The field editors of one entry. */
  renderFields: (entry: string) => ReactNode;
  onChange: (entries: string[], removed?: string) => void;
  onAdd: () => void;
  /** Brings a removed shipped entry back at the end of the list (with its texts as shipped, or as last edited). */
  onPutBack: (entry: string) => void;
}) {
  const { t } = useTranslation("admin-content");
  const id = useId();
  const fields = useWatch({ control, name: "fields" });
  const english = (key: string) =>
    fields?.find((f) => f.key === key)?.values.en ?? list.removed.find((f) => f.key === key)?.values.en ?? "";
  const removedEntries = list.shipped.filter((entry) => !entries.includes(entry));
  // After a move the same entry's button keeps the focus (or its other one, at an end); after a removal the list.
  const [focus, setFocus] = useState<string | null>(null);
  useEffect(() => {
    if (!focus) return;
    const target = document.getElementById(focus);
    // An entry put back is drawn with the next entries: the focus waits for it.
    if (!target) return;
    target.focus();
    setFocus(null);
  }, [focus, entries]);

  const move = (from: number, to: number) => {
    const next = [...entries];
    const [entry] = next.splice(from, 1);
    next.splice(to, 0, entry!);
    onChange(next);
    const up = to < from;
    const stays = up ? to > 0 : to < entries.length - 1;
    setFocus(`${id}-${entry}-${up === stays ? "up" : "down"}`);
  };
  const remove = (entry: string) => {
    onChange(
      entries.filter((e) => e !== entry),
      entry,
    );
    setFocus(`${id}-heading`);
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-3 rounded-xl border border-dashed p-4">
      <h3 id={`${id}-heading`} tabIndex={-1} className="flex flex-wrap items-baseline gap-2 outline-none">
        <span className="font-mono text-sm font-medium">{list.path}</span>
        <span className="text-sm text-muted-foreground">{t("lists.count", { count: entries.length })}</span>
      </h3>
      {!list.reorder && <p className="text-sm text-muted-foreground">{t("lists.fixedOrder")}</p>}
      {entries.length === 0 && <p className="text-sm text-yellow-300">{t("lists.empty")}</p>}
      <ol className="grid gap-4">
        {entries.map((entry, i) => {
          const title = entryTitle(list, entry, english) || t("lists.untitled");
          return (
            <li key={entry}>
              <section aria-label={title} className="grid gap-3 rounded-xl bg-muted/30 p-3">
                <div className="flex flex-wrap items-center gap-2">
                  <h4 className="mr-auto text-sm font-semibold">
                    {i + 1}. {title}
                  </h4>
                  {isNew(entry) && <Badge variant="blue">{t("lists.new")}</Badge>}
                  {list.reorder && (
                    <>
                      <Button
                        id={`${id}-${entry}-up`}
                        type="button"
                        size="sm"
                        variant="outline"
                        disabled={i === 0}
                        aria-label={t("lists.moveUp", { title })}
                        onClick={() => move(i, i - 1)}
                      >
                        <ArrowUp aria-hidden />
                        {t("lists.moveUpShort")}
                      </Button>
                      <Button
                        id={`${id}-${entry}-down`}
                        type="button"
                        size="sm"
                        variant="outline"
                        disabled={i === entries.length - 1}
                        aria-label={t("lists.moveDown", { title })}
                        onClick={() => move(i, i + 1)}
                      >
                        <ArrowDown aria-hidden />
                        {t("lists.moveDownShort")}
                      </Button>
                    </>
                  )}
                  <Button
                    id={`${id}-${entry}-remove`}
                    type="button"
                    size="sm"
                    variant="outline"
                    aria-label={t("lists.remove", { title })}
                    onClick={() => remove(entry)}
                  >
                    <Trash2 aria-hidden />
                    {t("lists.removeShort")}
                  </Button>
                </div>
                {renderFields(entry)}
              </section>
            </li>
          );
        })}
      </ol>
      {list.add ? (
        <Button type="button" variant="outline" className="justify-self-start" onClick={onAdd}>
          <Plus aria-hidden />
          {t("lists.add")}
        </Button>
      ) : (
        <p className="text-sm text-muted-foreground">{t("lists.noAdd")}</p>
      )}
      {removedEntries.length > 0 && (
        <div className="grid gap-2">
          <h4 className="text-sm font-semibold">{t("lists.removedHeading")}</h4>
          <ul className="flex flex-wrap gap-2">
            {removedEntries.map((entry) => {
              const title = entryTitle(list, entry, english) || t("lists.untitled");
              return (
                <li key={entry}>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    aria-label={t("lists.putBack", { title })}
                    onClick={() => {
                      onPutBack(entry);
                      setFocus(`${id}-${entry}-remove`);
                    }}
                  >
                    <Undo2 aria-hidden />
                    {title}
                  </Button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      <p className="text-xs text-muted-foreground">{t("lists.history")}</p>
    </section>
  );
}
