import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantRole } from "../../server/auth/roles";
import { createVerifiedUser, powHeaders, randomIp, signedInUser, signIn } from "./auth-helpers";
import { completeBillingSetup, dayFromToday, issueInvoice, sendQuote } from "./billing-helpers";
import { createTestApp, type TestApp } from "./test-app";
import { post } from "./workspace-helpers";

/**
 * Issue 37, point 3: two-factor guards every staff path, not only /api/admin. Three callers walk every non-admin
 * route of the router on a victim's order, invoice, file and credit note: a plain client who is a stranger to them,
 * an admin without two-factor, and staff (an admin with two-factor). Where staff get more than the stranger, the
 * route serves staff too; the admin without two-factor must get 403 TWO_FACTOR_REQUIRED there, and everywhere else
 * exactly what the stranger gets (a client's view), never the victim's data.
 */
type Session = { cookie: string };
let t: TestApp;
let staff: Session;
let weak: Session & { id: string };
let stranger: Session;
let victim: Session;
const MARKER = `Secret project ${randomBytes(4).toString("hex")}`;
const FILE_NAME = `secret-${randomBytes(4).toString("hex")}.pdf`;
let code = "";
let fileId = 0;
let invoiceNumber = "";
let creditNoteNumber = "";
let weakOwnCode = "";

/** The routes where staff get more than a client: what the walk must find, no more and no less. */
const STAFF_ROUTES = [
  "GET /api/orders/:code/files",
  "POST /api/orders/:code/files",
  "GET /api/orders/:code/files/:fileId",
  "GET /api/invoices/:number/pdf",
  "GET /api/credit-notes/:number/pdf",
];

/** better-auth's own endpoints (a user's own session, password and two-factor) and the token-guarded metrics. */
const NOT_WALKED = (path: string, method: string) =>
  method === "ALL" || path.endsWith("*") || path.startsWith("/api/admin/") || path.startsWith("/api/auth/");

async function placeOrder(cookie: string, projectName: string) {
  const res = await t.request("/api/orders", {
    method: "POST",
    headers: { cookie, "x-forwarded-for": randomIp(), ...(await powHeaders(t)) },
    json: {
      serviceId: "youtube",
      servicePlan: "professional",
      projectName,
      projectDescription: "",
      projectDeadline: null,
      projectGoals: [],
      contactName: "Vera Victim",
      contactEmail: "vera@client.test",
      contactPhone: "",
    },
  });
  expect(res.status).toBe(201);
  return (await res.json()).order.code as string;
}

function upload(orderCode: string, cookie: string, name = FILE_NAME) {
  const form = new FormData();
  form.append("files", new File([randomBytes(512) as BlobPart], name, { type: "application/pdf" }));
  return t.request(`/api/orders/${orderCode}/files`, {
    method: "POST",
    headers: { cookie, "x-forwarded-for": randomIp() },
    body: form,
  });
}

beforeAll(async () => {
  t = await createTestApp({ env: { STAFF_EMAIL: "staff@agency.test" } });
  staff = await signedInUser(t, { admin: true, name: "Sam Staff" });
  stranger = await signedInUser(t, { name: "Stan Stranger" });
  victim = await signedInUser(t, { name: "Vera Victim" });
  const w = await createVerifiedUser(t, { name: "Wes Weak" });
  await grantRole(t.database.db, w.id, "admin");
  weak = { id: w.id, cookie: await signIn(t, w.email, w.password) };

  await completeBillingSetup(t, staff.cookie);
  code = await placeOrder(victim.cookie, MARKER);
  const up = await upload(code, victim.cookie);
  expect(up.status).toBe(201);
  fileId = (await up.json()).files[0].id;
  expect((await sendQuote(t, staff.cookie, code)).status).toBe(201);
  const issued = await issueInvoice(t, staff.cookie, code);
  expect(issued.status).toBe(201);
  invoiceNumber = (await issued.json()).invoice.number;
  expect((await post(t, `/api/orders/${code}/messages`, victim.cookie, { body: `About ${MARKER}` })).status).toBe(201);

  // A second order of the victim's, paid and cancelled with a refund: its credit note.
  const paidCode = await placeOrder(victim.cookie, `${MARKER} (cancelled)`);
  const paidInvoice = (await (await issueInvoice(t, staff.cookie, paidCode)).json()).invoice.number;
  const paid = await post(t, `/api/admin/invoices/${paidInvoice}/payments`, staff.cookie, {
    method: "bank_transfer",
    receivedOn: dayFromToday(0),
    reference: "SEPA in",
  });
  expect(paid.status).toBe(201);
  expect((await post(t, `/api/orders/${paidCode}/cancellation`, victim.cookie, { reason: "Budget" })).status).toBe(201);
  const decided = await post(t, `/api/admin/orders/${paidCode}/cancellation/decision`, staff.cookie, {
    decision: "approve",
  });
  expect(decided.status).toBe(200);
  const billing = await (
    await t.request(`/api/orders/${paidCode}/billing`, { headers: { cookie: victim.cookie } })
  ).json();
  creditNoteNumber = billing.invoices[0].creditNotes[0].number;

  // The admin without two-factor is a client too: an order of their own.
  weakOwnCode = await placeOrder(weak.cookie, "Weak's own project");
  expect((await upload(weakOwnCode, weak.cookie, "own.pdf")).status).toBe(201);
}, 180_000);
afterAll(() => t?.close());

/** A route's path with the victim's resources in its parameters. */
function concrete(path: string): string {
  return path
    .replace(":fileId", String(fileId))
    .replace(":version", "1")
    .replace(":provider", "stripe")
    .replace(":number", path.startsWith("/api/credit-notes/") ? creditNoteNumber : invoiceNumber)
    .replace(/:(code|id)\b/, path.startsWith("/api/chat/") ? "00000000-0000-0000-0000-000000000000" : code);
}

/** Bodies that reach past validation where a route takes one; any other write gets `{}`. */
const BODIES: Record<string, unknown> = {
  "POST /api/orders/:id/messages": { body: "Hello from someone else" },
  "POST /api/orders/:code/cancellation": { reason: "Not mine to cancel" },
  "POST /api/orders/:code/quotes/:version/decision": { decision: "decline", reason: "Not mine to decline" },
  "DELETE /api/me": { password: "not the password" },
};

async function send(who: Session, method: string, route: string) {
  const key = `${method} ${route}`;
  const headers: Record<string, string> = { cookie: who.cookie, "x-forwarded-for": randomIp() };
  let body: BodyInit | undefined;
  if (key === "POST /api/orders/:code/files") {
    const form = new FormData();
    form.append("files", new File([randomBytes(256) as BlobPart], "drop.pdf", { type: "application/pdf" }));
    body = form;
  } else if (method !== "GET" && method !== "HEAD") {
    headers["content-type"] = "application/json";
    body = JSON.stringify(BODIES[key] ?? {});
  }
  const res = await t.app.request(`http://localhost:3000${concrete(route)}`, { method, headers, body });
  // An event stream stays open: its status is the answer.
  const text = (res.headers.get("content-type") ?? "").includes("text/event-stream")
    ? (await res.body?.cancel(), "")
    : Buffer.from(await res.arrayBuffer()).toString("latin1");
  let code = "";
  try {
    code = String((JSON.parse(text) as { error?: { code?: string } }).error?.code ?? "");
  } catch {
    code = "";
  }
  await t.app.mailQueue.drain();
  return { status: res.status, code, text, ok: res.status >= 200 && res.status < 300 };
}

/** What of the victim's an answer holds: the project, the file's name, a PDF. */
const holdsVictimData = (a: { text: string }) =>
  a.text.includes(MARKER) || a.text.includes(FILE_NAME) || a.text.startsWith("%PDF") || a.text.includes(code);

describe("the staff guard (issue 37, point 3)", () => {
  it("every non-admin route: an admin without two-factor gets a client's answer, or 403 where staff get more", async () => {
    const routes = [
      ...new Map(
        t.app.routes
          .filter((r) => (r.path.startsWith("/api/") || r.path === "/metrics") && !NOT_WALKED(r.path, r.method))
          .map((r) => [`${r.method} ${r.path}`, r] as const),
      ).values(),
    ];
    expect(routes.length).toBeGreaterThan(30);
    const staffCapable: string[] = [];
    for (const r of routes) {
      const key = `${r.method} ${r.path}`;
      // Staff last: their writes (an upload) must not change what the others see.
      const asStranger = await send(stranger, r.method, r.path);
      const asWeak = await send(weak, r.method, r.path);
      const asStaff = await send(staff, r.method, r.path);
      expect(holdsVictimData(asStranger), `${key}: the stranger sees the victim's data`).toBe(false);
      const more = (asStaff.ok && !asStranger.ok) || (holdsVictimData(asStaff) && !holdsVictimData(asStranger));
      if (more) {
        staffCapable.push(key);
        expect([asWeak.status, asWeak.code], `${key} as an admin without two-factor`).toEqual([
          403,
          "TWO_FACTOR_REQUIRED",
        ]);
      } else {
        expect(asWeak.status, `${key} as an admin without two-factor, against a client's ${asStranger.status}`).toBe(
          asStranger.status,
        );
      }
      expect(holdsVictimData(asWeak), `${key}: the admin without two-factor sees the victim's data`).toBe(false);
    }
    expect(staffCapable.sort()).toEqual([...STAFF_ROUTES].sort());
  }, 240_000);

  it("an admin without two-factor still has their own orders' files, as the client they also are", async () => {
    const res = await t.request(`/api/orders/${weakOwnCode}/files`, { headers: { cookie: weak.cookie } });
    expect(res.status).toBe(200);
    expect((await res.json()).files.map((f: { name: string }) => f.name)).toEqual(["own.pdf"]);
    // Another client's order, existing or not, is refused the same way: nothing is told of it.
    for (const other of [code, "ORD-999999"]) {
      const refused = await t.request(`/api/orders/${other}/files`, { headers: { cookie: weak.cookie } });
      expect(refused.status).toBe(403);
      expect((await refused.json()).error.code).toBe("TWO_FACTOR_REQUIRED");
    }
  });

  it("every /api/admin route answers an admin without two-factor 403 TWO_FACTOR_REQUIRED", async () => {
    const admin = [
      ...new Set(
        t.app.routes
          .filter((r) => r.path.startsWith("/api/admin/") && r.method !== "ALL")
          .map((r) => `${r.method} ${r.path}`),
      ),
    ];
    expect(admin.length).toBeGreaterThan(40);
    for (const key of admin) {
      const [method, path] = key.split(" ") as [string, string];
      const res = await send(weak, method, path.replace(/:[a-zA-Z]+/g, "1"));
      expect([res.status, res.code], key).toEqual([403, "TWO_FACTOR_REQUIRED"]);
    }
  });
});
