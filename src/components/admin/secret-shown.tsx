import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/lib/toast";

/** The words around a secret shown once: each caller's own namespace gives them. */
export interface SecretTexts {
  title: string;
  description: string;
  copy: string;
  copied: string;
  copyFailed: string;
  done: string;
}

/**
 * A secret shown this once (an API key, a webhook signing secret) inside a dialog: the value, a copy button that
 * says when it copied, and "Done". `testId` names the value for tests.
 */
export function SecretShown({
  secret,
  texts,
  testId,
  onDone,
}: {
  secret: string;
  texts: SecretTexts;
  testId: string;
  onDone: () => void;
}) {
  const [copied, setCopied] = useState(false);
  return (
    <>
      <DialogHeader>
        <DialogTitle>{texts.title}</DialogTitle>
        <DialogDescription>{texts.description}</DialogDescription>
      </DialogHeader>
      <div className="flex items-center gap-2 rounded-lg border bg-background/60 p-3">
        <code data-testid={testId} className="min-w-0 flex-1 font-mono text-sm break-all">
          {secret}
        </code>
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            void navigator.clipboard
              ?.writeText(secret)
              .then(() => setCopied(true))
              .catch(() => toast.error(texts.copyFailed))
          }
        >
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? texts.copied : texts.copy}
        </Button>
      </div>
      <DialogFooter>
        <Button variant="gradient" onClick={onDone}>
          {texts.done}
        </Button>
      </DialogFooter>
    </>
  );
}
