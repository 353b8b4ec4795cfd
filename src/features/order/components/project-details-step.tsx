import { Controller, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ORDER_LIMITS, type OrderFormValues, type OrderInput } from "@common/order";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { DeadlinePicker } from "./deadline-picker";
import { GoalsInput } from "./goals-input";

export function ProjectDetailsStep({ form }: { form: UseFormReturn<OrderFormValues, unknown, OrderInput> }) {
  const { t } = useTranslation("order");
  const { errors } = form.formState;
  const err = (key?: string) => (key ? t(key) : undefined);
  const goalError = errors.projectGoals?.message ?? errors.projectGoals?.find?.((e) => e?.message)?.message;
  return (
    <div className="grid gap-6">
      <FormField label={t("fields.projectName")} error={err(errors.projectName?.message)}>
        <Input
          maxLength={ORDER_LIMITS.projectName}
          placeholder={t("fields.projectNamePlaceholder")}
          {...form.register("projectName")}
        />
      </FormField>
      <FormField label={t("fields.projectDescription")} error={err(errors.projectDescription?.message)}>
        <Textarea
          rows={5}
          maxLength={ORDER_LIMITS.projectDescription}
          placeholder={t("fields.projectDescriptionPlaceholder")}
          {...form.register("projectDescription")}
        />
      </FormField>
      <Controller
        control={form.control}
        name="projectDeadline"
        render={({ field }) => (
          <FormField label={t("fields.projectDeadline")} error={err(errors.projectDeadline?.message)}>
            <DeadlinePicker value={field.value ?? null} onChange={field.onChange} />
          </FormField>
        )}
      />
      <Controller
        control={form.control}
        name="projectGoals"
        render={({ field }) => <GoalsInput goals={field.value} onChange={field.onChange} error={err(goalError)} />}
      />
      <fieldset className="grid gap-4 rounded-xl border p-4">
        <legend className="px-1 text-sm font-semibold">{t("fields.contactHeading")}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t("fields.contactName")} error={err(errors.contactName?.message)}>
            <Input autoComplete="name" maxLength={ORDER_LIMITS.contactName} {...form.register("contactName")} />
          </FormField>
          <FormField label={t("fields.contactEmail")} error={err(errors.contactEmail?.message)}>
            <Input
              type="email"
              autoComplete="email"
              maxLength={ORDER_LIMITS.contactEmail}
              {...form.register("contactEmail")}
            />
          </FormField>
        </div>
        <FormField
          label={`${t("fields.contactPhone")} (${t("fields.optional")})`}
          error={err(errors.contactPhone?.message)}
        >
          <Input
            type="tel"
            autoComplete="tel"
            maxLength={ORDER_LIMITS.contactPhone}
            {...form.register("contactPhone")}
          />
        </FormField>
      </fieldset>
    </div>
  );
}
