import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { chatEmailSchema } from "@common/chat";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { chatErrorKey } from "./chat-lines";

interface ChatEmailProps {
  /** The address answers go to, as saved (or as it will go with the first message). */
  email: string | null;
  onSave: (email: string) => Promise<void>;
}

/** While nobody is online: an optional address for an answer by e-mail, shown once saved and open to change. */
export function ChatEmail({ email, onSave }: ChatEmailProps) {
  const { t } = useTranslation("widgets");
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  if (email && !editing) {
    return (
      <div className="flex items-center gap-2 border-b bg-muted/40 px-4 py-2 text-xs">
        <p className="min-w-0 flex-1 break-words">{t("chat.emailSaved", { email })}</p>
        <Button
          variant="link"
          size={null}
          className="min-h-8 justify-center rounded-lg px-1 py-1.5 text-center text-xs font-medium [&_svg]:size-4"
          onClick={() => {
            setValue(email);
            setError(null);
            setEditing(true);
          }}
        >
          {t("chat.emailChange")}
        </Button>
      </div>
    );
  }

  const save = async (quiet: boolean) => {
    const parsed = chatEmailSchema.safeParse({ email: value.trim() });
    if (!parsed.success) return quiet ? undefined : setError(parsed.error.issues[0]?.message ?? "chat.errors.email");
    if (quiet && !parsed.data.email) return;
    setSaving(true);
    setError(null);
    try {
      await onSave(parsed.data.email);
      setEditing(false);
    } catch (err) {
      setError(chatErrorKey(err, "email"));
    } finally {
      setSaving(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(false);
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-1.5 border-b bg-muted/40 px-4 py-2.5">
      <label htmlFor={id} className="text-xs font-medium">
        {t("chat.emailLabel")}
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          type="email"
          autoComplete="email"
          inputMode="email"
          compact
          value={value}
          onChange={(e) => setValue(e.target.value)}
          // A visitor who types an address and goes on to write has said where answers go: it is kept without Save.
          onBlur={(e) => {
            if (!e.currentTarget.form?.contains(e.relatedTarget as Node | null)) void save(true);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        />
        <Button type="submit" size="sm" variant="outline" className="shrink-0" disabled={saving}>
          {t("chat.emailSave")}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t("chat.emailHint")}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs text-destructive">
          {t(error)}
        </p>
      )}
    </form>
  );
}
