import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import { ORDER_NOTE_MAX } from "@common/admin";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { useAddOrderNote } from "../api/orders";
import { useAdminFormat } from "../lib/format";

interface Note {
  id: number;
  body: string;
  createdAt: string;
  authorName: string | null;
}

/** Staff notes: visible to admins only, never sent to the client. */
export function OrderNotes({ id, notes }: { id: string; notes: Note[] }) {
  const { t } = useTranslation("admin");
  const f = useAdminFormat();
  const [body, setBody] = useState("");
  const add = useAddOrderNote(id);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!body.trim()) return;
    add.mutate(body.trim(), {
      onSuccess: () => {
        setBody("");
        toast.success(t("order.noteAdded"));
      },
      onError: (err) => toast.error(err.message),
    });
  };
  return (
    <section className="grid gap-3">
      <div>
        <h3 className="text-sm font-semibold">{t("order.staffNotes")}</h3>
        <p className="text-xs text-muted-foreground">{t("order.staffNotesHint")}</p>
      </div>
      {notes.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("order.noNotes")}</p>
      ) : (
        <ul className="grid gap-2">
          {notes.map((n) => (
            <li key={n.id} className="rounded-lg border bg-background/40 p-3 text-sm">
              <p className="whitespace-pre-wrap">{n.body}</p>
              <p className="mt-1 text-xs text-muted-foreground">
                {f.dateTime(n.createdAt)}
                {n.authorName ? ` · ${t("order.by", { name: n.authorName })}` : ""}
              </p>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="grid gap-2">
        <FormField label={t("order.noteLabel")}>
          <Textarea
            value={body}
            maxLength={ORDER_NOTE_MAX}
            onChange={(e) => setBody(e.target.value)}
            className="min-h-16"
          />
        </FormField>
        <Button type="submit" variant="outline" size="sm" disabled={add.isPending || !body.trim()}>
          {add.isPending ? t("order.adding") : t("order.addNote")}
        </Button>
      </form>
    </section>
  );
}
