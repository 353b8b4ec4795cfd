import { useTranslation } from "react-i18next";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";

interface FaqItem {
  question: string;
  answer: string;
}

/** The contact page's four questions (spec §2 'Contact'). */
export function ContactFaq() {
  const { t } = useTranslation("contact");
  const items = t("faq.items", { returnObjects: true }) as FaqItem[];
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
