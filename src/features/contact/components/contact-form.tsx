import { Send } from "lucide-react";
import { useId, type FormEvent } from "react";
import { Controller, useForm, type Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "@/lib/toast";
import { CONTACT_SERVICE_IDS } from "@common/catalog";
import { useServiceLayout } from "@/content/service-layout";
import type { ContactFormValues, ContactInput } from "@common/contact";
import { Button } from "@/components/ui/button";
import { PowWaitNote } from "@/components/ui/pow-wait-note";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import {
  ControlledSelect,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  useReachedFor,
} from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { paths } from "@/config/paths";
import { ApiClientError } from "@/lib/api-client";
import { usePowAwaited, usePowPrefetch } from "@/lib/pow/use-pow";
import { importAgain } from "@/lib/import-again";
import { useSendContactMessage } from "../api/send-contact";

const EMPTY: ContactFormValues = { name: "", email: "", service: "" as ContactFormValues["service"], message: "" };

/**
 * The form's checks (zod and the contact schema) load when the form is first focused or pointed at, not with the
 * page: evaluating zod was most of a long task while /contact hydrated on a phone. A check before they arrive (a
 * submit with the keyboard right after focusing) waits for them.
 */
let checks: Promise<Resolver<ContactFormValues, unknown, ContactInput>> | undefined;
const importChecks = importAgain(() => import("./contact-resolver"));
const loadChecks = () =>
  (checks ??= importChecks().then(
    (m) => m.contactResolver,
    (error: unknown) => {
      checks = undefined; // the next focus or submit tries again
      throw error;
    },
  ));
const prefetchChecks = () => void loadChecks().catch(() => {});
const resolver: Resolver<ContactFormValues, unknown, ContactInput> = async (values, context, options) =>
  (await loadChecks())(values, context, options);

export function ContactForm() {
  const { t } = useTranslation("contact");
  usePowPrefetch();
  const send = useSendContactMessage();
  const form = useForm<ContactFormValues, unknown, ContactInput>({
    resolver,
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const err = (key?: string) => (key ? t(key) : undefined);
  const busy = send.isPending;
  // While the sent form waits for its proof-of-work, the busy button says so.
  const powId = useId();
  const powWait = usePowAwaited() && busy;
  const serviceList = useReachedFor();
  // A service staff hid is not one to ask about; "custom" stays, so the required choice is never empty.
  const { hidden } = useServiceLayout();
  const contactServices = CONTACT_SERVICE_IDS.filter((id) => id === "custom" || !hidden.includes(id));

  const failed = () => toast.error(t("toast.errorTitle"), { description: t("toast.errorDescription") });
  const submit = form.handleSubmit((values) =>
    send.mutateAsync(values).then(
      () => {
        form.reset(EMPTY);
        toast.success(t("toast.sentTitle"), { description: t("toast.sentDescription") });
      },
      (error: unknown) => {
        if (error instanceof ApiClientError && error.fields) {
          for (const [field, message] of Object.entries(error.fields)) {
            form.setError(field as keyof ContactFormValues, { message });
          }
        }
        failed();
      },
    ),
  );
  // The checks failed to load (the network dropped): said like a failed send, and the next submit loads them again.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void submit(event).catch(failed);

  return (
    <form
      onSubmit={onSubmit}
      onFocus={prefetchChecks}
      onPointerEnter={prefetchChecks}
      noValidate
      className="grid gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t("form.name")} error={err(errors.name?.message)}>
          <Input autoComplete="name" placeholder={t("form.namePlaceholder")} {...form.register("name")} />
        </FormField>
        <FormField label={t("form.email")} error={err(errors.email?.message)}>
          <Input
            type="email"
            autoComplete="email"
            placeholder={t("form.emailPlaceholder")}
            {...form.register("email")}
          />
        </FormField>
      </div>
      <Controller
        control={form.control}
        name="service"
        render={({ field }) => (
          <ControlledSelect
            value={field.value}
            onValueChange={field.onChange}
            name={field.name}
            disabled={busy}
            {...serviceList.root}
          >
            <FormField label={t("form.service")} error={err(errors.service?.message)}>
              <SelectTrigger onBlur={field.onBlur} ref={field.ref} {...serviceList.trigger}>
                <SelectValue placeholder={t("form.servicePlaceholder")}>
                  {field.value ? t(`services.${field.value}`) : undefined}
                </SelectValue>
              </SelectTrigger>
            </FormField>
            {/* The list mounts once reached for (useReachedFor). */}
            {serviceList.reached && (
              <SelectContent>
                {contactServices.map((id) => (
                  <SelectItem key={id} value={id}>
                    {t(`services.${id}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            )}
          </ControlledSelect>
        )}
      />
      <FormField label={t("form.message")} error={err(errors.message?.message)}>
        <Textarea rows={6} placeholder={t("form.messagePlaceholder")} {...form.register("message")} />
      </FormField>
      <Button
        type="submit"
        variant="gradient"
        size="lg"
        disabled={busy}
        aria-describedby={powWait ? powId : undefined}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        <Send aria-hidden />
        {busy ? t("form.sending") : t("form.send")}
      </Button>
      {powWait && <PowWaitNote id={powId} />}
      <p className="text-xs text-muted-foreground">
        {t("form.consentBefore")}
        <Link to={paths.privacy} className="text-primary underline underline-offset-4">
          {t("form.privacy")}
        </Link>
        {t("form.consentMiddle")}
        <Link to={paths.terms} className="text-primary underline underline-offset-4">
          {t("form.terms")}
        </Link>
        {t("form.consentAfter")}
      </p>
    </form>
  );
}
