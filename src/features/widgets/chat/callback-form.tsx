import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { CHAT_LIMITS, statedAvailability } from "@common/chat";
import { CALLBACK_TIMES, callbackSchema, type CallbackInput } from "@common/chat-callback";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { ApiClientError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { requestCallback } from "./api/request-callback";
import { formatBack, statedText } from "./chat-lines";
import { countryOptions, defaultCountry } from "./country-options";

type CallbackValues = z.input<typeof callbackSchema>;

const selectClass =
  "h-10 w-full min-w-0 truncate rounded-lg border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-[invalid=true]:border-destructive";

interface CallbackFormProps {
  /** The signed-in visitor's name, offered as the name to ask for. */
  name: string;
  /** After the server stored the request (its toast is shown) or on Cancel: back to the chat. */
  onDone: () => void;
}

/** A request to be called back, inside the panel: the toast of spec §8 only once the server answered 201. */
export function CallbackForm({ name, onDone }: CallbackFormProps) {
  const { t, i18n } = useTranslation("widgets");
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const [general, setGeneral] = useState<string | null>(null);
  const send = useMutation({ mutationFn: requestCallback });
  const [defaultValues] = useState<CallbackValues>(() => ({
    country: defaultCountry(
      navigator.languages?.length ? navigator.languages : [navigator.language],
      countries.map((c) => c.code),
    ),
    phone: "",
    preferredTime: "asap",
    name,
    note: "",
  }));
  const form = useForm<CallbackValues, unknown, CallbackInput>({
    resolver: zodResolver(callbackSchema),
    defaultValues,
  });
  const { errors } = form.formState;
  const err = (key?: string) => (key ? t(key.startsWith("chat.") ? key : "chat.errors.invalid") : undefined);
  const country = form.register("country");
  const countryRef = useRef<HTMLSelectElement | null>(null);
  useEffect(() => countryRef.current?.focus(), []);

  const onSubmit = form.handleSubmit(async (values) => {
    setGeneral(null);
    try {
      const res = await send.mutateAsync({ ...values, page: window.location.pathname.slice(0, CHAT_LIMITS.page) });
      // "Shortly" only while someone is online; otherwise when the team is back, as the server said on storing it.
      const said = statedText("callback", statedAvailability(res.availability));
      const when = said.when ? formatBack(i18n.language, said.when) : "";
      toast(t("chat.callbackToast.title"), { description: t(said.key, { when }) });
      onDone();
    } catch (error) {
      const fields = error instanceof ApiClientError ? (error.fields ?? {}) : {};
      for (const [field, message] of Object.entries(fields)) {
        if (field in form.getValues()) form.setError(field as keyof CallbackValues, { message });
      }
      if (error instanceof ApiClientError && error.code === "RATE_LIMITED") setGeneral("chat.rateLimited");
      else if (!Object.keys(fields).length) setGeneral("chat.callbackForm.error");
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="callback-title"
      className="flex min-h-0 flex-1 flex-col overflow-y-auto"
    >
      <div className="grid gap-4 p-4">
        <h3 id="callback-title" className="font-semibold">
          {t("chat.callbackForm.title")}
        </h3>
        <FormField label={t("chat.callbackForm.country")} error={err(errors.country?.message)}>
          <select
            className={selectClass}
            autoComplete="country"
            data-autofocus
            {...country}
            ref={(el) => {
              country.ref(el);
              countryRef.current = el;
            }}
          >
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.label}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t("chat.callbackForm.phone")} error={err(errors.phone?.message)}>
          <Input type="tel" autoComplete="tel" inputMode="tel" {...form.register("phone")} />
        </FormField>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{t("chat.callbackForm.time")}</legend>
          <div className="grid grid-cols-2 gap-2">
            {CALLBACK_TIMES.map((time) => (
              <label
                key={time}
                className="flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-input px-3 py-2 text-sm has-checked:border-primary has-checked:bg-primary/10 has-focus-visible:outline-2 has-focus-visible:outline-ring"
              >
                <input type="radio" value={time} className="accent-primary" {...form.register("preferredTime")} />
                {t(`chat.callbackForm.times.${time}`)}
              </label>
            ))}
          </div>
          {errors.preferredTime && (
            <p role="alert" className="text-sm text-destructive">
              {err(errors.preferredTime.message)}
            </p>
          )}
        </fieldset>
        <FormField label={t("chat.callbackForm.name")} error={err(errors.name?.message)}>
          <Input autoComplete="name" maxLength={CHAT_LIMITS.name} {...form.register("name")} />
        </FormField>
        <FormField label={t("chat.callbackForm.note")} error={err(errors.note?.message)}>
          <Textarea rows={3} className="min-h-20" maxLength={CHAT_LIMITS.note} {...form.register("note")} />
        </FormField>
        {general && (
          <p role="alert" className="text-sm text-destructive">
            {t(general)}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onDone}>
            {t("chat.callbackForm.cancel")}
          </Button>
          <Button type="submit" variant="gradient" disabled={send.isPending}>
            {send.isPending ? t("chat.sending") : t("chat.callbackForm.submit")}
          </Button>
        </div>
      </div>
    </form>
  );
}
