import { useAcceptedPayment } from "@/content/payment-methods";
import { LegalDocument } from "../components/legal-document";

export function TermsPage() {
  // The Payment section names the methods this install offers now (or says the invoice brings the details).
  const { sentence } = useAcceptedPayment();
  return <LegalDocument doc="terms" values={{ accepted: sentence }} />;
}
