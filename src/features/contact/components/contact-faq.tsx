import { useTranslation } from "react-i18next";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { listOf } from "@/content/list-entries";

interface FaqItem {
  question: string;
  answer: string;
}

/** The contact page's questions (four shipped, spec §2 'Contact'); none staff kept: no section. */
export function ContactFaq() {
  const { t } = useTranslation("contact");
  const items = listOf<FaqItem>(t, "faq.items");
  if (!items.length) return null;
  return (
    <section aria-labelledby="contact-faq" className="mt-16 render-when-near">
      <h2 id="contact-faq" className="text-2xl font-bold tracking-tight">
        {t("faq.title")}
      </h2>
      <Accordion type="single" collapsible className="mt-4">
        {items.map((item, i) => (
          <AccordionItem key={i} value={`q${i}`}>
            <AccordionTrigger>{item.question}</AccordionTrigger>
            <AccordionContent>{item.answer}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  );
}
