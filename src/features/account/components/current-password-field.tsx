import type { ChangeEventHandler, Ref } from "react";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/features/auth";

/** The account's password, asked again before a change that needs it (delete the account, two-factor on or off). */
export function CurrentPasswordField({
  label,
  error,
  inputRef,
  value,
  onChange,
  disabled,
}: {
  label: string;
  error: string | null;
  inputRef: Ref<HTMLInputElement>;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  disabled: boolean;
}) {
  return (
    <FormField label={label} error={error ?? undefined}>
      <PasswordInput
        ref={inputRef}
        autoComplete="current-password"
        value={value}
        onChange={onChange}
        disabled={disabled}
      />
    </FormField>
  );
}
