import { FileText } from "lucide-react";
import type { DeliveredFile } from "@common/milestones";

const href = (code: string, id: number) => `/api/orders/${encodeURIComponent(code)}/files/${id}`;

/** The files of a delivery, each a download link, with the SHA-256 the history keeps. */
export function MilestoneFiles({ code, files, label }: { code: string; files: DeliveredFile[]; label: string }) {
  if (!files.length) return null;
  return (
    <div className="grid gap-1">
      <p className="text-xs font-medium text-muted-foreground">{label}</p>
      <ul className="grid gap-1">
        {files.map((f) => (
          <li key={`${f.fileId}-${f.sha256}`} className="flex min-w-0 items-center gap-2 text-sm">
            <FileText aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            <a href={href(code, f.fileId)} className="truncate text-primary underline-offset-4 hover:underline">
              {f.name}
            </a>
            <span className="hidden font-mono text-xs text-muted-foreground sm:inline" title={`SHA-256 ${f.sha256}`}>
              {f.sha256.slice(0, 12)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
