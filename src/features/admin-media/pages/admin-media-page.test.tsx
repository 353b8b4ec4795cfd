import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MediaDto } from "@common/media";
import { createI18n } from "@/i18n/i18n";
import { AdminMediaPage } from "./admin-media-page";

const image = (over: Partial<MediaDto> = {}): MediaDto => ({
  id: 7,
  mime: "image/jpeg",
  bytes: 123_456,
  width: 1000,
  height: 500,
  version: 2,
  variants: [390, 640, 960].flatMap((w) =>
    (["avif", "webp"] as const).map((format) => ({ format, width: w, height: w / 2, bytes: 1000 })),
  ),
  alt: { en: "A gradient", de: "Ein Farbverlauf" },
  missingAlt: ["es", "fr", "zh", "ja"],
  usage: [{ kind: "content", id: "home.hero" }],
  createdAt: "2026-12-01T10:00:00.000Z",
  updatedAt: "2026-12-01T10:00:00.000Z",
  ...over,
});

type Call = { url: string; method: string; body: unknown };
let calls: Call[];
let list: MediaDto[];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** A stand-in XMLHttpRequest: the test drives its upload progress and its answer. */
class FakeXhr {
  static last: FakeXhr | undefined;
  upload: { onprogress?: (e: ProgressEvent) => void; onload?: () => void } = {};
  status = 0;
  response: unknown;
  responseType = "";
  url = "";
  onload?: () => void;
  onerror?: () => void;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send() {
    FakeXhr.last = this;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
    if (loaded === total) this.upload.onload?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.response = body;
    this.onload?.();
  }
}

beforeEach(() => {
  calls = [];
  list = [image()];
  FakeXhr.last = undefined;
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      const method = init?.method ?? (input instanceof Request ? input.method : "GET");
      const raw = init?.body ?? (input instanceof Request ? await input.text() : null);
      calls.push({ url, method, body: raw ? JSON.parse(String(raw)) : null });
      if (method === "GET") return json({ media: list });
      if (method === "PUT") return json({ media: image({ alt: calls.at(-1)!.body as MediaDto["alt"] }) });
      if (method === "DELETE") {
        return json(
          { error: { code: "MEDIA_IN_USE", message: "in use", fields: { usage: "content home.hero" } } },
          409,
        );
      }
      return json({}, 404);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage(lng: "en" | "de" = "en") {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={qc}>
      <I18nextProvider i18n={createI18n(lng)}>
        <AdminMediaPage />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe("Admin → Media", () => {
  it("shows each image sized, with its missing alt texts and uses, the picture's variants of its version", async () => {
    renderPage();
    const card = await screen.findByRole("listitem", { name: "Image 7" });
    expect(within(card).getByText(/1000 × 500 px/)).toBeInTheDocument();
    expect(within(card).getByText("Español, Français, 中文, 日本語")).toBeInTheDocument();
    expect(within(card).getByText("Used by content home.hero")).toBeInTheDocument();
    const img = within(card).getByRole("img", { name: "A gradient" });
    expect(img).toHaveAttribute("width", "960");
    expect(img).toHaveAttribute("height", "480");
    expect(img).toHaveAttribute("src", "/api/media/7/2/960.webp");
    const avif = card.querySelector('source[type="image/avif"]');
    expect(avif?.getAttribute("srcset")).toBe(
      "/api/media/7/2/390.avif 390w, /api/media/7/2/640.avif 640w, /api/media/7/2/960.avif 960w",
    );
  });

  it("edits the alt text of the six languages side by side and saves them", async () => {
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole("listitem", { name: "Image 7" });
    await user.click(within(card).getByRole("button", { name: "Alt text" }));
    const form = within(card).getByRole("form", { name: "Alt text of image 7" });
    expect(within(form).getAllByRole("textbox")).toHaveLength(6);
    expect(within(form).getAllByText("missing")).toHaveLength(4);
    await user.type(within(form).getByRole("textbox", { name: /Español/ }), "Un degradado");
    await user.click(within(form).getByRole("button", { name: "Save alt text" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    const put = calls.find((c) => c.method === "PUT")!;
    expect(put.url).toContain("/api/admin/media/7/alt");
    expect(put.body).toEqual({ en: "A gradient", de: "Ein Farbverlauf", es: "Un degradado" });
    expect(await within(form).findByText("Alt text saved.")).toBeInTheDocument();
  });

  it("asks before deleting and says where an image in use is used when the server refuses", async () => {
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole("listitem", { name: "Image 7" });
    await user.click(within(card).getByRole("button", { name: "Delete" }));
    await user.click(within(card).getByRole("button", { name: "Yes, delete" }));
    expect(await within(card).findByRole("alert")).toHaveTextContent(
      "This image is in use and cannot be deleted: content home.hero.",
    );
    expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(1);
  });

  it("uploads with progress, then shows processing until the server has made the variants (in German)", async () => {
    const user = userEvent.setup();
    list = [];
    renderPage("de");
    expect(await screen.findByText("Noch keine Bilder. Laden Sie oben das erste hoch.")).toBeInTheDocument();
    const file = new File([new Uint8Array(2000)], "hero.jpg", { type: "image/jpeg" });
    await user.upload(screen.getByTestId("media-file-input"), file);
    const xhr = FakeXhr.last!;
    expect(xhr.url).toBe("/api/admin/media");
    act(() => xhr.progress(1000, 2000));
    expect(await screen.findByText("hero.jpg wird hochgeladen: 50 %")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Fortschritt des Hochladens" })).toHaveAttribute("value", "50");
    act(() => xhr.progress(2000, 2000));
    expect(await screen.findByText(/hero\.jpg ist angekommen/)).toBeInTheDocument();
    list = [image({ id: 8, usage: [] })];
    act(() => xhr.answer(201, { media: list[0] }));
    expect(await screen.findByText("hero.jpg ist bereit.")).toBeInTheDocument();
    expect(await screen.findByRole("listitem", { name: "Bild 8" })).toBeInTheDocument();
  });

  it("refuses a file over 20 MB before sending it", async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole("listitem", { name: "Image 7" });
    const big = new File([new Uint8Array(1)], "huge.png", { type: "image/png" });
    Object.defineProperty(big, "size", { value: 21 * 1024 * 1024 });
    await user.upload(screen.getByTestId("media-file-input"), big);
    expect(await screen.findByRole("alert")).toHaveTextContent("huge.png was not stored. Images may be at most 20 MB.");
    expect(FakeXhr.last).toBeUndefined();
  });
});
