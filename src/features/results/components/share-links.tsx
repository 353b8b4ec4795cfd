import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { SHARE_LIMITS, shareInputSchema, type ShareCreated, type ShareDto } from "@common/results-report";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/lib/toast";
import { useCreateShare, useRevokeShare, useShares, type Side } from "../api/reports";
import { errorText, issuesToFields, serverErrors, type MetricFieldErrors } from "./metric-errors";
import { useMetricFormat } from "./metric-name";

/** Makes a link: how long it is valid and an optional password; then shows it once, to copy. */
function MakeShareDialog({ side, code }: { side: Side; code: string }) {
  const { t } = useTranslation("results");
  const create = useCreateShare(side, code);
  const [open, setOpen] = useState(false);
  const [days, setDays] = useState(String(SHARE_LIMITS.defaultDays));
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<MetricFieldErrors>({});
  const [made, setMade] = useState<ShareCreated | null>(null);
  const err = (key: string) => errorText(t, errors[key]);
  const other = Object.keys(errors).find((k) => !["expiresInDays", "password"].includes(k));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = shareInputSchema.safeParse({ expiresInDays: Number(days.trim() || Number.NaN), password });
    if (!checked.success) return setErrors(issuesToFields(checked.error.issues));
    setErrors({});
    try {
      setMade(await create.mutateAsync(checked.data));
    } catch (caught) {
      setErrors(serverErrors(caught));
    }
  };
  const copy = async () => {
    if (!made) return;
    try {
      await navigator.clipboard.writeText(made.url);
      toast.success(t("shares.copied"));
    } catch {
      toast.error(t("shares.copyFailed"));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (create.isPending) return;
        setOpen(next);
        if (next) {
          setDays(String(SHARE_LIMITS.defaultDays));
          setPassword("");
          setErrors({});
          setMade(null);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" size="sm" variant="outline">
          {t("shares.make")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{made ? t("shares.created") : t("shares.dialogTitle")}</DialogTitle>
          <DialogDescription>{made ? t("shares.createdHint") : t("shares.hint")}</DialogDescription>
        </DialogHeader>
        {made ? (
          <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
            <FormField label={t("shares.link")}>
              <Input readOnly value={made.url} onFocus={(e) => e.currentTarget.select()} />
            </FormField>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                {t("shares.close")}
              </Button>
              <Button type="button" onClick={() => void copy()}>
                {t("shares.copy")}
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <form onSubmit={(e) => void submit(e)} noValidate className="grid grid-cols-[minmax(0,1fr)] gap-4">
            <FormField label={t("shares.days")} hint={t("shares.daysHint")} error={err("expiresInDays")}>
              <Input inputMode="numeric" value={days} onChange={(e) => setDays(e.target.value)} />
            </FormField>
            <FormField label={t("shares.password")} hint={t("shares.passwordHint")} error={err("password")}>
              <Input
                type="password"
                autoComplete="new-password"
                maxLength={SHARE_LIMITS.passwordMax}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </FormField>
            {other && (
              <p role="alert" className="text-sm text-destructive">
                {err(other)}
              </p>
            )}
            <DialogFormFooter
              cancelLabel={t("staff.cancel")}
              onCancel={() => setOpen(false)}
              submitLabel={t("shares.submit")}
              pendingLabel={t("shares.creating")}
              pending={create.isPending}
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

function ShareRow({ side, code, share: s }: { side: Side; code: string; share: ShareDto }) {
  const { t } = useTranslation("results");
  const f = useMetricFormat("");
  const revoke = useRevokeShare(side, code);
  const state = s.state;
  const onRevoke = async () => {
    try {
      await revoke.mutateAsync(s.id);
      toast.success(t("shares.revokedToast"));
    } catch (caught) {
      toast.error(t("errors.generic"), { description: errorText(t, Object.values(serverErrors(caught))[0]) });
    }
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3 text-sm">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={state === "active" ? "default" : "secondary"}>{t(`shares.state.${state}`)}</Badge>
          <span>{t("shares.line", { date: f.date(s.createdAt), until: f.date(s.expiresAt) })}</span>
        </div>
        <p className="text-xs text-muted-foreground">
          {[
            t("shares.views", { count: s.views }),
            s.hasPassword ? t("shares.withPassword") : null,
            t(s.madeBy === "staff" ? "shares.byStaff" : "shares.byClient"),
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
      </div>
      {state === "active" && (
        <Button
          type="button"
          size="sm"
          variant="ghost"
          disabled={revoke.isPending}
          onClick={() => void onRevoke()}
          aria-label={`${t("shares.revoke")} · ${t("shares.line", { date: f.date(s.createdAt), until: f.date(s.expiresAt) })}`}
        >
          {t("shares.revoke")}
        </Button>
      )}
    </li>
  );
}

/**
 * The read-only links to an order's results, for the client (on the order page) or staff (the admin sheet): make
 * one (shown once), see its views, revoke it.
 */
export function ShareLinks({
  side,
  code,
  heading: Heading = "h3",
}: {
  side: Side;
  code: string;
  heading?: "h2" | "h3";
}) {
  const { t } = useTranslation("results");
  const q = useShares(side, code);
  const titleId = `share-links-${side}`;
  return (
    <section aria-labelledby={titleId} className="grid gap-3 rounded-xl border p-4" data-testid="share-links">
      <Heading id={titleId} className="font-semibold">
        {t("shares.title")}
      </Heading>
      <p className="text-sm text-muted-foreground">{t("shares.hint")}</p>
      {q.isPending ? (
        <p className="text-sm text-muted-foreground">{t("shares.loading")}</p>
      ) : q.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t("errors.generic")}
        </p>
      ) : q.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("shares.empty")}</p>
      ) : (
        <ul className="grid gap-2">
          {q.data.map((s) => (
            <ShareRow key={s.id} side={side} code={code} share={s} />
          ))}
        </ul>
      )}
      <div>
        <MakeShareDialog side={side} code={code} />
      </div>
    </section>
  );
}
