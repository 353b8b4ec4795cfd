import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getSettings, updateSettings } from "../../server/services/settings";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { STAFF_EMAIL: "team@agency.test" } });
});
afterAll(() => t.close());

describe("settings", () => {
  it("default to the configuration, then keep what staff stored", async () => {
    expect((await getSettings(t.database.db, t.config)).staffEmail).toBe("team@agency.test");
    await updateSettings(t.database.db, { staffEmail: "ops@agency.test", salesEmail: "deals@agency.test" });
    await updateSettings(t.database.db, { salesEmail: "sales2@agency.test" });
    expect(await getSettings(t.database.db, t.config)).toEqual({
      brandName: "Umbra",
      staffEmail: "ops@agency.test",
      salesEmail: "sales2@agency.test",
      supportEmail: "support@umbra.agency",
      legalEmail: "legal@umbra.agency",
      socialX: "https://x.com/umbra_agency",
      socialInstagram: "https://instagram.com/umbra.agency",
    });
  });
});
