import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { WEBHOOK_EVENTS, webhookEndpointInputSchema } from "@common/webhooks";
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
import { ApiClientError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useCreateWebhook } from "../api/webhooks";
import { WebhookSecret } from "./webhook-secret";

type Form = z.input<typeof webhookEndpointInputSchema>;

/** A new webhook endpoint: URL, what it is for, its events; then its signing secret. */
export function NewWebhookDialog() {
  const { t } = useTranslation("webhooks");
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const create = useCreateWebhook();
  const form = useForm<Form, unknown, z.output<typeof webhookEndpointInputSchema>>({
    resolver: zodResolver(webhookEndpointInputSchema),
    defaultValues: { url: "", description: "", events: ["order.created", "order.status_changed"], enabled: true },
  });
  const errors = form.formState.errors;
  const err = (m: string | undefined) =>
    m ? t((m.startsWith("errors.") ? m : "errors.generic") as "errors.generic") : undefined;
  const close = () => {
    setOpen(false);
    setSecret(null);
    form.reset();
  };
  const onSubmit = form.handleSubmit(async (input) => {
    try {
      setSecret((await create.mutateAsync(input)).secret);
    } catch (error) {
      if (error instanceof ApiClientError && error.fields) {
        for (const [field, message] of Object.entries(error.fields)) {
          const name = field.split(".")[0] as keyof Form;
          if (name === "url" || name === "description" || name === "events")
            form.setError(name, {
              type: "server",
              message: message.startsWith("errors.") ? message : `errors.${name}`,
            });
        }
        return;
      }
      toast.error(error instanceof Error && error.message ? error.message : t("errors.generic"));
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          {t("add")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        {secret ? (
          <WebhookSecret secret={secret} title={t("secret.createdTitle")} onDone={close} />
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{t("form.title")}</DialogTitle>
              <DialogDescription>{t("form.description")}</DialogDescription>
            </DialogHeader>
            <form onSubmit={onSubmit} noValidate className="grid gap-4">
              <FormField label={t("form.url")} hint={t("form.urlHint")} error={err(errors.url?.message)}>
                <Input type="url" inputMode="url" autoComplete="off" spellCheck={false} {...form.register("url")} />
              </FormField>
              <FormField label={t("form.purpose")} error={err(errors.description?.message)}>
                <Input maxLength={200} autoComplete="off" {...form.register("description")} />
              </FormField>
              <fieldset className="grid gap-2">
                <legend className="mb-1 text-sm font-medium">{t("form.events")}</legend>
                <Controller
                  control={form.control}
                  name="events"
                  render={({ field }) => (
                    <div className="grid gap-2 sm:grid-cols-2">
                      {WEBHOOK_EVENTS.map((event) => (
                        <label key={event} className="flex items-start gap-2 text-sm">
                          <Checkbox
                            className="mt-0.5"
                            checked={field.value.includes(event)}
                            onCheckedChange={(on) =>
                              field.onChange(on ? [...field.value, event] : field.value.filter((e) => e !== event))
                            }
                          />
                          <span>{t(`events.${event.replace(".", "_") as "order_created"}`)}</span>
                        </label>
                      ))}
                    </div>
                  )}
                />
                {errors.events && (
                  <p role="alert" className="text-sm text-destructive">
                    {err(errors.events.message ?? "errors.eventsRequired")}
                  </p>
                )}
              </fieldset>
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
