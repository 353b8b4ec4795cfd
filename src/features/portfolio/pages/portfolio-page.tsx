import { ArrowDownAZ, CalendarArrowDown } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { CASE_STUDY_FILTERS, useCaseStudies, type CaseStudy } from "@/content/case-studies";
import { PageMeta } from "@/lib/page-meta";
import { CaseStudyGrid } from "../components/case-study-grid";

const FILTERS = ["all", ...CASE_STUDY_FILTERS] as const;
type Filter = (typeof FILTERS)[number];
type SortKey = "date" | "title";

function isFilter(value: string): value is Filter {
  return (FILTERS as readonly string[]).includes(value);
}

function sortStudies(studies: CaseStudy[], sort: SortKey, lng: string) {
  return [...studies].sort((a, b) =>
    sort === "date" ? b.date.localeCompare(a.date) : a.title.localeCompare(b.title, lng),
  );
}

export function PortfolioPage() {
  const { t, i18n } = useTranslation("portfolio");
  const studies = useCaseStudies();
  const [filter, setFilter] = useState<Filter>("all");
  const [sort, setSort] = useState<SortKey>("date");
  const visible = useMemo(
    () =>
      sortStudies(
        studies.filter((s) => filter === "all" || s.filterCategory === filter),
        sort,
        i18n.language,
      ),
    [studies, filter, sort, i18n.language],
  );
  const nextSort: SortKey = sort === "date" ? "title" : "date";

  return (
    <div className="container-page py-16 sm:py-20">
      <PageMeta title={t("meta.title")} description={t("meta.description")} />
      <header className="mx-auto max-w-3xl text-center">
        <p className="text-sm font-semibold tracking-widest text-primary uppercase">{t("eyebrow")}</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">{t("heading")}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{t("intro")}</p>
      </header>

      <Tabs value={filter} onValueChange={(v) => isFilter(v) && setFilter(v)} className="mt-12">
        <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
          {/* Wide screens filter with a button row, narrow screens with a scrollable tab list. */}
          <div role="group" aria-label={t("filterLabel")} className="hidden flex-wrap gap-2 md:flex">
            {FILTERS.map((f) => (
              <Button
                key={f}
                size="sm"
                variant={filter === f ? "gradient" : "outline"}
                aria-pressed={filter === f}
                onClick={() => setFilter(f)}
              >
                {t(`filters.${f}`)}
              </Button>
            ))}
          </div>
          <div className="-mx-4 overflow-x-auto px-4 md:hidden">
            <TabsList aria-label={t("filterLabel")} scrolls>
              {FILTERS.map((f) => (
                <TabsTrigger key={f} value={f}>
                  {t(`filters.${f}`)}
                </TabsTrigger>
              ))}
            </TabsList>
          </div>
          <Button variant="ghost" size="sm" className="self-end md:self-auto" onClick={() => setSort(nextSort)}>
            {sort === "date" ? <CalendarArrowDown aria-hidden /> : <ArrowDownAZ aria-hidden />}
            {t(`sort.${sort}`)}
          </Button>
        </div>
        {FILTERS.map((f) => (
          <TabsContent key={f} value={f} tabIndex={-1}>
            <CaseStudyGrid studies={visible} />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
