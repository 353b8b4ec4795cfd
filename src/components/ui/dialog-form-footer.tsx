import { Button } from "./button";
import { DialogFooter } from "./dialog";

/**
 * The buttons under a dialog's form: one that closes it with nothing done, and the form's submit, which names the
 * action while it runs. Both are held meanwhile.
 */
export function DialogFormFooter({
  cancelLabel,
  onCancel,
  submitLabel,
  pendingLabel,
  pending,
  variant = "gradient",
  cancelVariant = "outline",
}: {
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  variant?: "gradient" | "destructive";
  cancelVariant?: "outline" | "ghost";
}) {
  return (
    <DialogFooter>
      <Button variant={cancelVariant} onClick={onCancel} disabled={pending}>
        {cancelLabel}
      </Button>
      <Button type="submit" variant={variant} disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}
