import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { API_SCOPES, createApiKeySchema } from "@common/api-keys";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ControlledSelect, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { ApiClientError } from "@/lib/api-client";
import { SecretShown } from "@/components/admin/secret-shown";
import { toast } from "@/lib/toast";
import { useCreateApiKey } from "../api/api-keys";

type Form = z.input<typeof createApiKeySchema>;
const EXPIRY_CHOICES = ["never", "30", "90", "365"] as const;

/** A new key of the public API: name, scopes, expiry; then its secret, shown this once with a copy button. */
export function NewApiKeyDialog() {
  const { t } = useTranslation("api-keys");
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const create = useCreateApiKey();
  const form = useForm<Form, unknown, z.output<typeof createApiKeySchema>>({
    resolver: zodResolver(createApiKeySchema),
    defaultValues: { name: "", scopes: ["orders:read"], expiresInDays: 90 },
  });
  const errors = form.formState.errors;
  const err = (m: string | undefined) =>
    m ? t(m.startsWith("errors.") ? (m as "errors.generic") : "errors.generic") : undefined;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const created = await create.mutateAsync(input);
      setSecret(created.secret);
    } catch (error) {
      if (error instanceof ApiClientError && error.fields) {
        for (const field of Object.keys(error.fields)) {
          const name = field.split(".")[0] as keyof Form;
          if (name in form.getValues()) form.setError(name, { type: "server", message: `errors.${name}` });
        }
        return;
      }
      toast.error(error instanceof Error && error.message ? error.message : t("errors.generic"));
    }
  });

  const close = () => {
    setOpen(false);
    setSecret(null);
    form.reset();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <KeyRound aria-hidden />
          {t("new")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        {secret ? (
          <SecretShown
            secret={secret}
            testId="api-key-secret"
            onDone={close}
            texts={{
              title: t("created.title"),
              description: t("created.description"),
              copy: t("created.copy"),
              copied: t("created.copied"),
              copyFailed: t("created.copyFailed"),
              done: t("created.done"),
            }}
          />
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{t("form.title")}</DialogTitle>
              <DialogDescription>{t("form.description")}</DialogDescription>
            </DialogHeader>
            <form onSubmit={onSubmit} noValidate className="grid gap-4">
              <FormField label={t("form.name")} hint={t("form.nameHint")} error={err(errors.name?.message)}>
                <Input maxLength={80} autoComplete="off" {...form.register("name")} />
              </FormField>
              <fieldset className="grid gap-2" aria-describedby={errors.scopes ? "api-key-scopes-error" : undefined}>
                <legend className="mb-1 text-sm font-medium">{t("form.scopes")}</legend>
                <Controller
                  control={form.control}
                  name="scopes"
                  render={({ field }) => (
                    <>
                      {API_SCOPES.map((scope) => (
                        <label key={scope} className="flex items-start gap-3 text-sm">
                          <Checkbox
                            className="mt-0.5"
                            checked={field.value.includes(scope)}
                            onCheckedChange={(on) =>
                              field.onChange(on ? [...field.value, scope] : field.value.filter((s) => s !== scope))
                            }
                          />
                          <span>
                            <span className="font-mono">{scope}</span>
                            <span className="block text-muted-foreground">
                              {t(`scopes.${scope.replace(":", "_")}`)}
                            </span>
                          </span>
                        </label>
                      ))}
                    </>
                  )}
                />
                {errors.scopes && (
                  <p id="api-key-scopes-error" role="alert" className="text-sm text-destructive">
                    {err(errors.scopes.message ?? errors.scopes.root?.message ?? "errors.scopesRequired")}
                  </p>
                )}
              </fieldset>
              <Controller
                control={form.control}
                name="expiresInDays"
                render={({ field }) => (
                  <ControlledSelect
                    value={field.value === null ? "never" : String(field.value)}
                    onValueChange={(v) => field.onChange(v === "never" ? null : Number(v))}
                  >
                    <FormField label={t("form.expiry")} error={err(errors.expiresInDays?.message)}>
                      <SelectTrigger onBlur={field.onBlur} ref={field.ref}>
                        <SelectValue />
                      </SelectTrigger>
                    </FormField>
                    <SelectContent>
                      {EXPIRY_CHOICES.map((c) => (
                        <SelectItem key={c} value={c}>
                          {c === "never" ? t("form.never") : t("form.days", { count: Number(c) })}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </ControlledSelect>
                )}
              />
              <DialogFormFooter
                cancelLabel={t("form.cancel")}
                onCancel={close}
                submitLabel={t("form.create")}
                pendingLabel={t("form.creating")}
                pending={create.isPending}
              />
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
