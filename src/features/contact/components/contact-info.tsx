import { Clock, Headphones, Mail } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { ContactSellerIdentity } from "@/features/billing";
import { useCompanyContact } from "@/app/site-data";

function Address({ label, email }: { label: string; email: string }) {
  return (
    <div className="min-w-0">
      <p className="text-sm text-muted-foreground">{label}</p>
      <a href={`mailto:${email}`} className="block truncate font-medium text-foreground hover:text-primary">
        {email}
      </a>
    </div>
  );
}

/** Sales and support addresses (as staff set them; in the page's HTML) and the reply promise. */
export function ContactInfo() {
  const { t } = useTranslation("contact");
  const { salesEmail, supportEmail } = useCompanyContact();
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold tracking-tight">{t("info.title")}</h2>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/15 text-primary">
            <Mail aria-hidden className="size-5" />
          </span>
          <Address label={t("info.sales")} email={salesEmail} />
        </div>
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/15 text-primary">
            <Headphones aria-hidden className="size-5" />
          </span>
          <Address label={t("info.support")} email={supportEmail} />
        </div>
        <ContactSellerIdentity />
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/15 text-primary">
            <Clock aria-hidden className="size-5" />
          </span>
          <div>
            <p className="text-sm text-muted-foreground">{t("info.responseLabel")}</p>
            <p className="font-medium">{t("info.response")}</p>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
