import { zodResolver } from "@hookform/resolvers/zod";
import { FilePlus2 } from "lucide-react";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { SERVICE_IDS, TIER_IDS, isServiceId } from "@common/catalog";
import { ORDER_LIMITS, orderInputSchema, type OrderFormValues, type OrderInput } from "@common/order";
import { Button } from "@/components/ui/button";
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
import { Textarea } from "@/components/ui/textarea";
import { paths } from "@/config/paths";
import { ApiClientError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useUsdPricing } from "../../api/catalog";
import { useCreateOrderFromConversation, type ConversationDetail } from "../../api/inbox";
import { useAdminServiceLayout } from "../../api/service-layout";
import { useAdminFormat } from "../../lib/format";
import { visitorLabel } from "../../lib/inbox";
import { serviceName } from "../service-name";
import { selectClass } from "./conversation-handling";

const FIELDS = [
  "serviceId",
  "servicePlan",
  "projectName",
  "projectDescription",
  "projectDeadline",
  "contactName",
  "contactEmail",
  "contactPhone",
] as const;

/**
 * Turns the conversation into an order for the visitor, as the order wizard would: prefilled with who they are and
 * their first message; staff choose the service and plan. The order is linked to the conversation.
 */
export function CreateOrderDialog({ detail }: { detail: ConversationDetail }) {
  const { t } = useTranslation("admin");
  const { t: to } = useTranslation("order");
  const f = useAdminFormat();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const create = useCreateOrderFromConversation(detail.conversation.id);
  const c = detail.conversation;

  const defaults = (): OrderFormValues => ({
    serviceId: "" as OrderFormValues["serviceId"],
    servicePlan: "" as OrderFormValues["servicePlan"],
    projectName: "",
    projectDescription: detail.messages.find((m) => m.sender === "visitor" && m.body)?.body ?? "",
    projectDeadline: null,
    projectGoals: [],
    contactName: c.visitorName ?? "",
    contactEmail: c.visitorEmail ?? "",
    contactPhone: c.phone ?? "",
  });
  const form = useForm<OrderFormValues, unknown, OrderInput>({
    resolver: zodResolver(orderInputSchema),
    defaultValues: defaults(),
  });
  const { errors } = form.formState;
  const serviceId = useWatch({ control: form.control, name: "serviceId" });
  const usd = useUsdPricing();
  // The services the site offers, in its order: a hidden one takes no new orders (the server refuses it too).
  const layout = useAdminServiceLayout().data?.services;
  const offered = layout ? layout.filter((s) => !s.hidden).map((s) => s.id) : SERVICE_IDS;
  const tiers = isServiceId(serviceId)
    ? TIER_IDS.map((id) => ({ id, price: usd.price(serviceId, id), plus: usd.plus(serviceId, id) }))
    : [];
  const error = (name: (typeof FIELDS)[number]) => {
    const message = errors[name]?.message;
    return message ? to(message, { defaultValue: message }) : undefined;
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { order } = await create.mutateAsync(values);
      setOpen(false);
      toast.success(t("inbox.createOrder.created", { code: order.code }), {
        action: { label: t("inbox.createOrder.view"), onClick: () => navigate(paths.admin.order(order.code)) },
      });
    } catch (err) {
      const fields = err instanceof ApiClientError ? err.fields : undefined;
      const known = Object.entries(fields ?? {}).filter(([k]) => (FIELDS as readonly string[]).includes(k));
      for (const [name, message] of known) {
        form.setError(name as (typeof FIELDS)[number], { message }, { shouldFocus: true });
      }
      if (!known.length) toast.error(t("inbox.createOrder.failed"));
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset(defaults());
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <FilePlus2 aria-hidden />
          {t("inbox.createOrder.open")}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t("inbox.createOrder.title", { name: visitorLabel(c, t) })}</DialogTitle>
          <DialogDescription>{t("inbox.createOrder.description")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t("inbox.createOrder.service")} error={error("serviceId")}>
              <select
                className={selectClass}
                {...form.register("serviceId", {
                  onChange: () => form.setValue("servicePlan", "" as OrderFormValues["servicePlan"]),
                })}
              >
                <option value="">{t("inbox.createOrder.chooseService")}</option>
                {offered.map((id) => (
                  <option key={id} value={id}>
                    {serviceName(t, id)}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField label={t("inbox.createOrder.plan")} error={error("servicePlan")}>
              <select className={selectClass} disabled={!tiers.length} {...form.register("servicePlan")}>
                <option value="">{t("inbox.createOrder.choosePlan")}</option>
                {tiers.map((tier) => (
                  <option key={tier.id} value={tier.id}>
                    {t(`tiers.${tier.id}`)} ·{" "}
                    {tier.price === null ? t("common.customQuote") : `${f.money(tier.price)}${tier.plus ? "+" : ""}`}
                  </option>
                ))}
              </select>
            </FormField>
          </div>
          <FormField label={t("inbox.createOrder.projectName")} error={error("projectName")}>
            <Input maxLength={ORDER_LIMITS.projectName} autoComplete="off" {...form.register("projectName")} />
          </FormField>
          <FormField label={t("inbox.createOrder.projectDescription")} error={error("projectDescription")}>
            <Textarea
              maxLength={ORDER_LIMITS.projectDescription}
              className="min-h-28"
              {...form.register("projectDescription")}
            />
          </FormField>
          <FormField label={t("inbox.createOrder.deadline")} error={error("projectDeadline")}>
            <Input type="date" {...form.register("projectDeadline", { setValueAs: (v: string) => v || null })} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t("inbox.createOrder.contactName")} error={error("contactName")}>
              <Input maxLength={ORDER_LIMITS.contactName} autoComplete="off" {...form.register("contactName")} />
            </FormField>
            <FormField label={t("inbox.createOrder.contactEmail")} error={error("contactEmail")}>
              <Input
                type="email"
                maxLength={ORDER_LIMITS.contactEmail}
                autoComplete="off"
                {...form.register("contactEmail")}
              />
            </FormField>
          </div>
          <FormField label={t("inbox.createOrder.contactPhone")} error={error("contactPhone")}>
            <Input
              type="tel"
              maxLength={ORDER_LIMITS.contactPhone}
              autoComplete="off"
              {...form.register("contactPhone")}
            />
          </FormField>
          <DialogFormFooter
            cancelLabel={t("inbox.createOrder.cancel")}
            onCancel={() => setOpen(false)}
            submitLabel={t("inbox.createOrder.submit")}
            pendingLabel={t("inbox.createOrder.submitting")}
            pending={create.isPending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
