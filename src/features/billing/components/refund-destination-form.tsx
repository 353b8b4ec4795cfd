import { useId } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import {
  CRYPTO_NETWORKS,
  refundDestinationSchema,
  type CryptoNetwork,
  type RefundDestinationInput,
} from "@common/account";
import type { Refund } from "@common/billing";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ApiClientError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useRefundDestination } from "../api/refund-destination";

type Values = { accountHolder: string; iban: string; network: string; address: string };

/**
 * Where a bank or crypto refund goes, asked of the client in the portal (never by e-mail): the account holder and a
 * checked IBAN, or an address of the network chosen. The same schema checks it on the server.
 */
export function RefundDestinationForm({ code, refund, onDone }: { code: string; refund: Refund; onDone?: () => void }) {
  const { t } = useTranslation("billing");
  const id = useId();
  const kind = refund.method === "crypto" ? "crypto" : "bank";
  const save = useRefundDestination(code);
  const current = refund.destination;
  const form = useForm<Values>({
    defaultValues: {
      accountHolder: current?.kind === "bank" ? current.accountHolder : "",
      iban: current?.kind === "bank" ? current.iban : "",
      network: current?.kind === "crypto" ? current.network : CRYPTO_NETWORKS[0],
      address: current?.kind === "crypto" ? current.address : "",
    },
  });
  const err = (name: keyof Values) => {
    const m = form.formState.errors[name]?.message;
    return m ? t(m, { defaultValue: t("refundDestination.errors.generic") }) : undefined;
  };

  const onSubmit = form.handleSubmit(async (values) => {
    // The union's branch is the refund's method, so the form checks the values through the one shared schema.
    const checked = refundDestinationSchema.safeParse(toInput(kind, values));
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const name = String(issue.path[0]) as keyof Values;
        if (name in values) form.setError(name, { message: issue.message });
      }
      return;
    }
    try {
      await save.mutateAsync({ id: refund.id, json: toInput(kind, values) });
      toast.success(t("refundDestination.saved"));
      onDone?.();
    } catch (e) {
      const fields = e instanceof ApiClientError ? e.fields : undefined;
      for (const [name, message] of Object.entries(fields ?? {})) {
        if (name in values) form.setError(name as keyof Values, { message });
      }
      if (!fields) toast.error(t("refundDestination.failed"));
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-3 rounded-md border border-border p-3"
      aria-labelledby={`${id}-title`}
    >
      <p id={`${id}-title`} className="font-medium">
        {t(kind === "bank" ? "refundDestination.askBank" : "refundDestination.askCrypto")}
      </p>
      {kind === "bank" ? (
        <>
          <FormField label={t("refundDestination.holder")} error={err("accountHolder")}>
            <Input autoComplete="name" {...form.register("accountHolder")} />
          </FormField>
          <FormField label={t("refundDestination.iban")} hint={t("refundDestination.ibanHint")} error={err("iban")}>
            <Input autoComplete="off" spellCheck={false} className="font-mono" {...form.register("iban")} />
          </FormField>
        </>
      ) : (
        <>
          <FormField label={t("refundDestination.network")} error={err("network")}>
            <select
              className="h-10 rounded-md border border-input bg-background px-3 text-sm"
              {...form.register("network")}
            >
              {CRYPTO_NETWORKS.map((n) => (
                <option key={n} value={n}>
                  {t(`refundDestination.networks.${n}`)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField label={t("refundDestination.address")} error={err("address")}>
            <Input autoComplete="off" spellCheck={false} className="font-mono" {...form.register("address")} />
          </FormField>
        </>
      )}
      <p className="text-xs text-muted-foreground">{t("refundDestination.privacy")}</p>
      <Button type="submit" size="sm" className="justify-self-start" disabled={save.isPending}>
        {save.isPending ? t("refundDestination.saving") : t("refundDestination.save")}
      </Button>
    </form>
  );
}

function toInput(kind: "bank" | "crypto", v: Values): RefundDestinationInput {
  return kind === "bank"
    ? { kind, accountHolder: v.accountHolder, iban: v.iban }
    : { kind, network: v.network as CryptoNetwork, address: v.address };
}
