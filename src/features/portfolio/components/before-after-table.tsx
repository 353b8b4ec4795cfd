import { TrendingUp } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { BeforeAfterRow } from "@/content/case-studies";

export function BeforeAfterTable({ rows }: { rows: BeforeAfterRow[] }) {
  const { t } = useTranslation("portfolio");
  return (
    <Table>
      <caption className="sr-only">{t("detail.beforeAfter")}</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">{t("detail.metric")}</TableHead>
          <TableHead scope="col">{t("detail.before")}</TableHead>
          <TableHead scope="col">{t("detail.after")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.metric}>
            <TableHead scope="row" className="font-medium whitespace-normal text-foreground">
              {row.metric}
            </TableHead>
            <TableCell className="text-muted-foreground tabular-nums">{row.before}</TableCell>
            <TableCell className="font-semibold text-emerald-300 tabular-nums">
              <span className="inline-flex items-center gap-1.5">
                <TrendingUp className="size-4" aria-hidden />
                {row.after}
              </span>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
