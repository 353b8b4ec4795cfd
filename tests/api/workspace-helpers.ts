import { expect } from "vitest";
import { powHeaders, randomIp } from "./auth-helpers";
import type { TestApp } from "./test-app";

export const orderBody = (contactEmail: string, projectName = "Tour promo") => ({
  serviceId: "youtube",
  servicePlan: "professional",
  projectName,
  projectDescription: "",
  projectDeadline: null,
  projectGoals: [],
  contactName: "Carla Client",
  contactEmail,
  contactPhone: "",
});

/** Places an order (signed in when a cookie is given) and returns its code and id. */
export async function placeOrder(t: TestApp, contactEmail: string, cookie?: string, lang?: string) {
  const res = await t.request("/api/orders", {
    method: "POST",
    headers: {
      "x-forwarded-for": randomIp(),
      ...(await powHeaders(t)),
      ...(cookie ? { cookie } : {}),
      ...(lang ? { "accept-language": lang } : {}),
    },
    json: orderBody(contactEmail),
  });
  expect(res.status).toBe(201);
  return (await res.json()).order as { id: number; code: string };
}

export function post(t: TestApp, path: string, cookie: string, json: unknown, method = "POST") {
  return t.request(path, { method, headers: { cookie, "x-forwarded-for": randomIp() }, json });
}

export async function getJson(t: TestApp, path: string, cookie: string) {
  const res = await t.request(path, { headers: { cookie } });
  return { status: res.status, body: await res.json() };
}
