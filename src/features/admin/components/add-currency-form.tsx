import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { isCurrencyCode } from "@common/currency";
import { DEFAULT_CURRENCY } from "@common/regions";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

/** A new currency by its ISO 4217 code: its empty list opens below, to be priced and saved. */
export function AddCurrencyForm({ existing, onAdd }: { existing: readonly string[]; onAdd: (code: string) => void }) {
  const { t } = useTranslation("admin");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const c = code.trim().toUpperCase();
    const problem =
      c === DEFAULT_CURRENCY
        ? t("priceLists.errors.usd")
        : !isCurrencyCode(c)
          ? t("priceLists.errors.code")
          : existing.includes(c)
            ? t("priceLists.errors.exists", { currency: c })
            : undefined;
    setError(problem);
    if (problem) return;
    onAdd(c);
    setCode("");
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-3 rounded-xl border p-4 sm:p-6">
      <FormField
        label={t("priceLists.addLabel")}
        hint={t("priceLists.addHint")}
        error={error}
        className="grid w-full gap-2 sm:w-72"
      >
        <Input
          value={code}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
          maxLength={3}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
      </FormField>
      <Button type="submit" variant="outline" className="sm:mt-7">
        {t("priceLists.add")}
      </Button>
    </form>
  );
}
