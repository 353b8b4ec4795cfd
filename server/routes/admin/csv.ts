import type { Context } from "hono";

const headers = (filename: string) => ({
  "Content-Type": "text/csv; charset=utf-8",
  "Content-Disposition": `attachment; filename="${filename}"`,
  "Cache-Control": "no-store",
});

/**
 * A CSV download: UTF-8 with a byte-order mark, so spreadsheets read accents and CJK names right.
 * Streamed: each chunk is written as soon as it is read, and the next batch is read only when the client has
 * taken the last one (pull), so memory stays at one batch. The first chunk is read before the status is sent:
 * a failing query still answers with the error shape; a failure later cuts the download short.
 */
export async function csvResponse(c: Context, chunks: AsyncGenerator<string>, filename: string) {
  const encoder = new TextEncoder();
  const first = await chunks.next();
  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(`\uFEFF${first.done ? "" : first.value}`));
        if (first.done) controller.close();
      },
      async pull(controller) {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      },
      async cancel() {
        await chunks.return(undefined);
      },
    },
    { highWaterMark: 0 },
  );
  return c.body(body, 200, headers(filename));
}
