import { describe, expect, it } from "vitest";
import { localizedPath, preferredLanguage, splitLanguagePath } from "./locales";

describe("language paths", () => {
  it("prefixes every language but English", () => {
    expect(localizedPath("en", "/services")).toBe("/services");
    expect(localizedPath("de", "/services")).toBe("/de/services");
    expect(localizedPath("ja", "/")).toBe("/ja/");
    expect(localizedPath("en", "/")).toBe("/");
  });

  it("splits a path into its language and app path", () => {
    expect(splitLanguagePath("/de/services/x")).toEqual({ lng: "de", path: "/services/x", prefixed: true });
    expect(splitLanguagePath("/de")).toEqual({ lng: "de", path: "/", prefixed: true });
    expect(splitLanguagePath("/de/")).toEqual({ lng: "de", path: "/", prefixed: true });
    expect(splitLanguagePath("/design")).toEqual({ lng: "en", path: "/design", prefixed: false });
    expect(splitLanguagePath("/en/services")).toEqual({ lng: "en", path: "/en/services", prefixed: false });
    expect(splitLanguagePath("/xx/services").prefixed).toBe(false);
  });
});

describe("preferredLanguage", () => {
  it("honours q-values and skips languages we do not offer", () => {
    expect(preferredLanguage("de-DE,de;q=0.9,en;q=0.8")).toBe("de");
    expect(preferredLanguage("en-US,en;q=0.9,de;q=0.8")).toBe("en");
    expect(preferredLanguage("pt-BR, fr;q=0.5, ja;q=0.8")).toBe("ja");
    expect(preferredLanguage("zh-Hans-CN")).toBe("zh");
    expect(preferredLanguage("de;q=0, fr")).toBe("fr");
    expect(preferredLanguage("pt, it")).toBeNull();
    expect(preferredLanguage("")).toBeNull();
    expect(preferredLanguage(undefined)).toBeNull();
  });
});
