import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("has working defaults for development", () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(c.publicUrl).toBe("http://localhost:3000");
  });

  it("names the variable that is malformed, in one line", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/^Invalid configuration: PORT /);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ ADMIN_EMAILS: "a@b.co, not-an-email" })).toThrow(/ADMIN_EMAILS/);
  });

  it("refuses to start in production without an auth secret", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/AUTH_SECRET is required when NODE_ENV=production/);
    expect(loadConfig({ NODE_ENV: "production", AUTH_SECRET: "x".repeat(40) }).authSecret).toBe("x".repeat(40));
  });

  it("keeps the browser walks' test clock off unless asked, and always off in production", () => {
    expect(loadConfig({}).testClock).toBe(false);
    expect(loadConfig({ NODE_ENV: "test", TEST_CLOCK: "true" }).testClock).toBe(true);
    expect(loadConfig({ NODE_ENV: "production", AUTH_SECRET: "x".repeat(40), TEST_CLOCK: "true" }).testClock).toBe(
      false,
    );
  });

  it("never echoes a secret in its message", () => {
    expect(() => loadConfig({ AUTH_SECRET: "short-secret" })).toThrow(/\*\*\*/);
    expect(() => loadConfig({ AUTH_SECRET: "short-secret" })).not.toThrow(/short-secret/);
  });

  it("reads the storage quotas of order files in MB, with defaults (500 per order, 2048 per account)", () => {
    expect(loadConfig({}).fileQuota).toEqual({ orderBytes: 500 * 1024 * 1024, accountBytes: 2048 * 1024 * 1024 });
    expect(loadConfig({ ORDER_QUOTA_MB: "1", ACCOUNT_QUOTA_MB: "3" }).fileQuota).toEqual({
      orderBytes: 1024 * 1024,
      accountBytes: 3 * 1024 * 1024,
    });
    expect(() => loadConfig({ ORDER_QUOTA_MB: "0" })).toThrow(/ORDER_QUOTA_MB must be at least 1/);
    expect(() => loadConfig({ ACCOUNT_QUOTA_MB: "1.5" })).toThrow(/ACCOUNT_QUOTA_MB must be a whole number/);
  });

  it("reads the proof-of-work difficulty, with a default", () => {
    expect(loadConfig({}).powMaxNumber).toBe(50_000);
    expect(loadConfig({ POW_MAX_NUMBER: "2000" }).powMaxNumber).toBe(2000);
    expect(() => loadConfig({ POW_MAX_NUMBER: "lots" })).toThrow(/^Invalid configuration: POW_MAX_NUMBER /);
    expect(() => loadConfig({ POW_MAX_NUMBER: "5" })).toThrow(/POW_MAX_NUMBER must be at least 10/);
  });

  it("reads the admin list", () => {
    expect(loadConfig({ ADMIN_EMAILS: "A@x.co, b@y.co" }).adminEmails).toEqual(["a@x.co", "b@y.co"]);
  });
});

describe("loadConfig: S3 file storage", () => {
  it("keeps files on disk unless S3_BUCKET is set", () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({
        S3_BUCKET: "order-files",
        S3_ENDPOINT: "http://127.0.0.1:9000",
        S3_ACCESS_KEY_ID: "id",
        S3_SECRET_ACCESS_KEY: "secret",
        S3_FORCE_PATH_STYLE: "true",
      }).s3,
    ).toEqual({
      bucket: "order-files",
      region: "us-east-1",
      endpoint: "http://127.0.0.1:9000",
      credentials: { accessKeyId: "id", secretAccessKey: "secret" },
      forcePathStyle: true,
    });
  });

  it("names the malformed S3 variable in one line", () => {
    expect(() => loadConfig({ S3_BUCKET: "Bad_Bucket" })).toThrow(/^Invalid configuration: S3_BUCKET /);
    expect(() => loadConfig({ S3_BUCKET: "b-1", S3_ENDPOINT: "ftp://x" })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ S3_BUCKET: "b-1", S3_FORCE_PATH_STYLE: "yes" })).toThrow(/S3_FORCE_PATH_STYLE/);
    expect(() => loadConfig({ S3_REGION: "eu-west-1" })).toThrow(/S3_BUCKET is required when S3_REGION is set/);
    expect(() => loadConfig({ S3_BUCKET: "b-1", S3_ACCESS_KEY_ID: "id" })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ S3_BUCKET: "b-1", S3_SECRET_ACCESS_KEY: "topsecret" })).not.toThrow(/topsecret/);
  });
});

describe("loadConfig: PayPal", () => {
  it("takes all three settings or none, naming the missing one; the API is live, sandbox or given", () => {
    const all = {
      PAYPAL_CLIENT_ID: "standin-client-id-0123",
      PAYPAL_CLIENT_SECRET: "standin-secret-0123456789",
      PAYPAL_WEBHOOK_ID: "WH-STANDIN-42",
    };
    expect(loadConfig({}).paypal).toBeUndefined();
    expect(loadConfig(all).paypal).toEqual({
      clientId: "standin-client-id-0123",
      clientSecret: "standin-secret-0123456789",
      webhookId: "WH-STANDIN-42",
      apiUrl: "https://api-m.paypal.com",
    });
    expect(loadConfig({ ...all, PAYPAL_SANDBOX: "true" }).paypal!.apiUrl).toBe("https://api-m.sandbox.paypal.com");
    expect(loadConfig({ ...all, PAYPAL_API_URL: "http://127.0.0.1:9/" }).paypal!.apiUrl).toBe("http://127.0.0.1:9");
    expect(() => loadConfig({ ...all, PAYPAL_WEBHOOK_ID: "" })).toThrow(
      "Invalid configuration: PAYPAL_WEBHOOK_ID is required when PAYPAL_CLIENT_ID is set",
    );
    expect(() => loadConfig({ PAYPAL_WEBHOOK_ID: "WH-1" })).toThrow(
      "Invalid configuration: PAYPAL_CLIENT_ID is required when PAYPAL_WEBHOOK_ID is set",
    );
    expect(() => loadConfig({ ...all, PAYPAL_CLIENT_SECRET: "bad secret!" })).toThrow(/PAYPAL_CLIENT_SECRET .*\*\*\*/);
    expect(() => loadConfig({ ...all, PAYPAL_CLIENT_SECRET: "bad secret!" })).not.toThrow(/bad secret/);
    expect(() => loadConfig({ PAYPAL_API_URL: "http://x.test" })).toThrow(/PAYPAL_CLIENT_ID is required/);
  });
});
