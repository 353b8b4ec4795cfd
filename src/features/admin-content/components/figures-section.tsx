import { useTranslation } from "react-i18next";
import { QueryState } from "@/components/admin/query-state";
import { useFigures } from "../api/get-figures";
import { FigureForm } from "./figure-form";

/** Admin → Site content → Figures: each number the home and About pages state about the agency. */
export function FiguresSection() {
  const { t } = useTranslation("admin-content");
  const figures = useFigures();
  return (
    <section id="figures" aria-labelledby="figures-heading" className="grid scroll-mt-24 gap-3">
      <div>
        <h2 id="figures-heading" className="text-lg font-semibold tracking-tight">
          {t("figures.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("figures.description")}</p>
      </div>
      {figures.data ? (
        <div className="grid gap-3 lg:grid-cols-2">
          {figures.data.figures.map((f) => (
            <FigureForm key={f.id} figure={f} />
          ))}
        </div>
      ) : (
        <QueryState isError={figures.isError} onRetry={() => void figures.refetch()} className="h-64" />
      )}
    </section>
  );
}
