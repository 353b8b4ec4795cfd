import { useId } from "react";
import { Download, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { OrderFileDto, OrderFilesQuotaDto } from "@common/order-files";
import { Button } from "@/components/ui/button";
import { orderFileHref, roomLeft, useOrderFiles } from "../api/order-files";
import { FileUploadZone } from "./file-upload-zone";
import { useFileUploads, type UploadItem } from "./use-file-uploads";

export function useSize() {
  const { i18n } = useTranslation();
  return (bytes: number) => {
    const [value, unit] =
      bytes >= 1024 * 1024 * 1024
        ? [bytes / (1024 * 1024 * 1024), "gigabyte"]
        : bytes >= 1024 * 1024
          ? [bytes / (1024 * 1024), "megabyte"]
          : bytes >= 1024
            ? [bytes / 1024, "kilobyte"]
            : [bytes, "byte"];
    // Bytes in full ("193 bytes"; the short form reads "193 byte"), kilobytes and megabytes short ("1.2 kB").
    return new Intl.NumberFormat(i18n.language, {
      style: "unit",
      unit,
      unitDisplay: unit === "byte" ? "long" : "short",
      maximumFractionDigits: 1,
    }).format(value);
  };
}

function UploadRow({ item, onDismiss }: { item: UploadItem; onDismiss: () => void }) {
  const { t } = useTranslation("files");
  const percent = Math.round(item.progress * 100);
  return (
    <li className="grid min-w-0 gap-1.5 rounded-lg border border-border p-3 text-sm">
      <div className="flex items-center gap-2">
        <span className="min-w-0 flex-1 truncate font-medium">{item.name}</span>
        {item.status !== "uploading" && (
          <Button variant="ghost" size="icon-xs" onClick={onDismiss} aria-label={t("dismiss")}>
            <X className="size-4" aria-hidden />
          </Button>
        )}
      </div>
      {item.status === "error" ? (
        <p role="alert" className="text-destructive">
          {item.error}
        </p>
      ) : (
        <progress
          className="h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary"
          max={100}
          value={percent}
          aria-label={item.status === "done" ? t("uploaded", { name: item.name }) : t("uploading", { name: item.name })}
        />
      )}
    </li>
  );
}

function FileRow({ orderCode, file }: { orderCode: string; file: OrderFileDto }) {
  const { t, i18n } = useTranslation("files");
  const size = useSize();
  const metaId = useId();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(file.createdAt),
  );
  const who = file.uploader.name
    ? t("by", { name: file.uploader.name, side: t(`side.${file.uploader.side}`) })
    : t(`side.${file.uploader.side}`);
  return (
    <li className="min-w-0 py-2.5">
      <a
        href={orderFileHref(orderCode, file.id)}
        download={file.name}
        aria-label={t("download", { name: file.name })}
        aria-describedby={metaId}
        className="group flex items-center gap-3 rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium text-primary group-hover:underline">{file.name}</span>
          <span id={metaId} className="block text-xs text-muted-foreground">
            {size(file.size)} · {who} · {date}
          </span>
        </span>
        <Download className="size-4 shrink-0 text-muted-foreground group-hover:text-foreground" aria-hidden />
      </a>
    </li>
  );
}

/**
 * The client's storage before they upload: what this order's files use of its quota, and the account's when that
 * leaves less room.
 */
function QuotaLine({ quota }: { quota: OrderFilesQuotaDto }) {
  const { t } = useTranslation("files");
  const size = useSize();
  const free = (q: { used: number; limit: number }) => q.limit - q.used;
  const figures = (q: { used: number; limit: number }) => ({ used: size(q.used), limit: size(q.limit) });
  return (
    <p className="text-xs text-muted-foreground" data-testid="files-quota">
      {t("storage.order", figures(quota.order))}
      {free(quota.account) < free(quota.order) && <> · {t("storage.account", figures(quota.account))}</>}
    </p>
  );
}

/**
 * The files shared on one order, for the client (side "client") and staff (side "staff") alike: the list
 * with download links, and an upload zone with a progress bar per file.
 */
export function OrderFiles({
  orderCode,
  side,
  heading: Heading = "h3",
}: {
  orderCode: string;
  side: "client" | "staff";
  /** The heading's level where the panel stands (a page section: h2; inside the admin sheet: h3). */
  heading?: "h2" | "h3";
}) {
  const { t } = useTranslation("files");
  const files = useOrderFiles(orderCode);
  const quota = files.data?.quota ?? null;
  const uploads = useFileUploads(orderCode, roomLeft(quota));
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid min-w-0 grid-cols-1 gap-3" data-side={side}>
      <div>
        <Heading id={headingId} className="text-sm font-semibold">
          {t("title")}
        </Heading>
        <p className="text-xs text-muted-foreground">{t(side === "client" ? "hintClient" : "hintStaff")}</p>
      </div>
      <FileUploadZone onFiles={uploads.add} />
      {quota && <QuotaLine quota={quota} />}
      {uploads.items.length > 0 && (
        <ul className="grid grid-cols-1 gap-2" aria-live="polite">
          {uploads.items.map((item) => (
            <UploadRow key={item.id} item={item} onDismiss={() => uploads.dismiss(item.id)} />
          ))}
        </ul>
      )}
      {files.isPending ? (
        <p className="text-sm text-muted-foreground">{t("loading")}</p>
      ) : files.isError ? (
        <p role="alert" className="flex items-center gap-2 text-sm text-destructive">
          {t("loadError")}
          <Button variant="link" size="inline" onClick={() => void files.refetch()}>
            {t("retry")}
          </Button>
        </p>
      ) : files.data.files.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <ul className="divide-y divide-border" aria-label={t("listLabel")}>
          {files.data.files.map((file) => (
            <FileRow key={file.id} orderCode={orderCode} file={file} />
          ))}
        </ul>
      )}
    </section>
  );
}
