import { LegalDocument } from "../components/legal-document";

export function CookiesPage() {
  return <LegalDocument doc="cookies" />;
}
