import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft, ArrowRight, Send } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "@/lib/toast";
import { savePlacedOrder } from "../lib/last-order";
import { PRICING, type ServiceId } from "@common/catalog";
import { ORDER_STEP_FIELDS, orderInputSchema, type OrderFormValues, type OrderInput } from "@common/order";
import { Button } from "@/components/ui/button";
import { PowWaitNote } from "@/components/ui/pow-wait-note";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { ApiClientError } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/use-auth";
import { focusElement } from "@/lib/focus";
import { scrollToTop } from "@/lib/motion";
import { useCreateOrder } from "../api/create-order";
import { OrderSummary } from "./order-summary";
import { PlanPicker } from "./plan-picker";
import { ProjectDetailsStep } from "./project-details-step";
import { StepIndicator } from "./step-indicator";
import { usePowAwaited, usePowPrefetch } from "@/lib/pow/use-pow";

const LAST_STEP = ORDER_STEP_FIELDS.length - 1;

function stepOf(field: string): number {
  const i = ORDER_STEP_FIELDS.findIndex((fields) => (fields as readonly string[]).includes(field.split(".")[0]!));
  return i < 0 ? LAST_STEP : i;
}

export function OrderWizard({ serviceId }: { serviceId: ServiceId }) {
  const { t } = useTranslation("order");
  usePowPrefetch();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [idempotencyKey, setIdempotencyKey] = useState<string | null>(null);
  const createOrder = useCreateOrder();
  const form = useForm<OrderFormValues, unknown, OrderInput>({
    resolver: zodResolver(orderInputSchema),
    defaultValues: {
      serviceId,
      projectName: "",
      projectDescription: "",
      projectDeadline: null,
      projectGoals: [],
      contactName: "",
      contactEmail: "",
      contactPhone: "",
    },
  });
  const values = useWatch({ control: form.control });
  const auth = useAuth();
  const [searchParams] = useSearchParams();
  const requestedPlan = searchParams.get("plan");

  // After hydration (the page is prerendered without the query or the user): the plan chosen on a pricing card,
  // if the catalogue has it for this service, and a signed-in client's name and address.
  useEffect(() => {
    const tier = PRICING[serviceId].find((p) => p.id === requestedPlan);
    if (tier && !form.getValues("servicePlan")) form.setValue("servicePlan", tier.id);
  }, [requestedPlan, serviceId, form]);
  useEffect(() => {
    if (!auth.user) return;
    if (!form.getValues("contactName")) form.setValue("contactName", auth.user.name);
    if (!form.getValues("contactEmail")) form.setValue("contactEmail", auth.user.email);
  }, [auth.user, form]);

  // A new step replaces the button that was pressed: focus goes to the step's heading (not <body>).
  const firstRender = useRef(true);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    scrollToTop();
    focusElement(heading.current);
  }, [step]);

  const next = async () => {
    if (await form.trigger([...ORDER_STEP_FIELDS[step]!])) setStep((s) => Math.min(s + 1, LAST_STEP));
  };

  const onSubmit = form.handleSubmit(async (input) => {
    // One key per filled-in form: a double click or a retry after a lost answer cannot order twice.
    const key = idempotencyKey ?? crypto.randomUUID();
    setIdempotencyKey(key);
    try {
      const { order } = await createOrder.mutateAsync({ input, idempotencyKey: key });
      const signedIn = auth.status === "signed-in";
      const followTo = signedIn
        ? paths.dashboardOrder(order.code)
        : `${paths.register}?email=${encodeURIComponent(order.contactEmail)}`;
      // One message for the event (issue 38): the confirmation panel on /services, which stays (also over a reload)
      // and holds the follow link. A toast on top of it said the same and covered the panel's button on a phone; it
      // comes only when the browser cannot keep the panel (storage off).
      const panel = savePlacedOrder({
        code: order.code,
        serviceId: input.serviceId,
        plan: input.servicePlan,
        email: order.contactEmail,
        signedIn,
        amountMinor: order.amountCents,
        currency: order.currency,
      });
      if (!panel)
        toast.success(t("toast.success"), {
          description: `${t("toast.successDescription")} ${t("toast.orderNumber", { code: order.code })}`,
          action: { label: signedIn ? t("toast.follow") : t("toast.register"), onClick: () => void navigate(followTo) },
        });
      void navigate(paths.services);
    } catch (error) {
      let description = t("toast.errorFallback");
      if (error instanceof ApiClientError) {
        if (error.status === 429) description = t("toast.rateLimited");
        const fields = Object.entries(error.fields ?? {});
        for (const [field, message] of fields) form.setError(field as keyof OrderFormValues, { message });
        if (fields[0]) setStep(stepOf(fields[0][0]));
      }
      toast.error(t("toast.error"), { description });
    }
  });

  const serviceError = form.formState.errors.serviceId?.message;
  const busy = createOrder.isPending;
  // While the sent form waits for its proof-of-work, the busy button says so.
  const powId = useId();
  const powWait = usePowAwaited() && busy;
  const stepKey = step === 0 ? "service" : "details";
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <StepIndicator step={step} />
      <Card>
        <CardHeader>
          <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold leading-tight tracking-tight outline-none">
            {t(`steps.${stepKey}.title`)}
          </h2>
          <CardDescription>{t(`steps.${stepKey}.description`)}</CardDescription>
        </CardHeader>
        <CardContent>
          {step === 0 ? (
            <Controller
              control={form.control}
              name="servicePlan"
              render={({ field, fieldState }) => (
                <PlanPicker
                  serviceId={serviceId}
                  name={field.name}
                  tiers={PRICING[serviceId]}
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
                />
              )}
            />
          ) : (
            <ProjectDetailsStep form={form} />
          )}
          {/* The server's word on the service itself (its region does not offer it: errors.serviceNotOffered). */}
          {step === 0 && serviceError && (
            <p id="service-error" role="alert" className="mt-3 text-sm text-destructive">
              {t(serviceError)}
            </p>
          )}
        </CardContent>
      </Card>
      <OrderSummary serviceId={serviceId} values={values} />
      <div className="flex items-center justify-between gap-3">
        {step > 0 ? (
          <Button variant="outline" onClick={() => setStep((s) => s - 1)} disabled={busy}>
            <ArrowLeft aria-hidden />
            {t("actions.previous")}
          </Button>
        ) : (
          <span />
        )}
        {step < LAST_STEP ? (
          <Button key="next" variant="gradient" onClick={() => void next()} disabled={busy}>
            {t("actions.next")}
            <ArrowRight aria-hidden />
          </Button>
        ) : (
          // Its own key: reusing the Next button's element would turn the click on Next into a submit.
          <Button
            key="submit"
            type="submit"
            variant="gradient"
            disabled={busy}
            aria-describedby={powWait ? powId : undefined}
          >
            <Send aria-hidden />
            {busy ? t("actions.submitting") : t("actions.submit")}
          </Button>
        )}
      </div>
      {powWait && <PowWaitNote id={powId} className="text-end" />}
    </form>
  );
}
