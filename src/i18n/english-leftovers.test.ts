import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "@common/locales";

/**
 * A non-English page must not show (or announce) the English string. A value equal to its English twin fails
 * unless it is a name, a brand or a word the language itself uses (listed below, per language).
 */
const dir = path.join(__dirname, "locales");
/** The web app's namespaces and the server's (e-mails, PDFs), as "folder/namespace.json". */
const namespaces = ["locales", "server-locales"].flatMap((folder) =>
  fs
    .readdirSync(path.join(__dirname, folder, "en"))
    .filter((f) => f.endsWith(".json"))
    .map((f) => `${folder}/${f}`),
);
const read = (lng: string, ns: string) => {
  const [folder, file] = ns.split("/") as [string, string];
  return JSON.parse(fs.readFileSync(path.join(__dirname, folder, lng, file), "utf8")) as unknown;
};

function strings(node: unknown, prefix = "", out = new Map<string, string>()) {
  if (typeof node === "string") out.set(prefix, node);
  else if (node && typeof node === "object")
    for (const [k, v] of Object.entries(node)) strings(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

/** People, companies, products and platforms: the same in every language. */
const NAMES = new Set([
  "Umbra",
  "Web3",
  "NFT",
  "TikTok",
  "Instagram",
  "YouTube",
  "Shorts",
  "X",
  "Telegram",
  "Discord",
  "Spotify",
  "Amazon",
  "PayPal",
  "Bitcoin (BTC)",
  "Ethereum (ETH)",
  "Tether (USDT)",
  // Crypto networks a refund is sent on, and the bank account number's name (ISO 13616).
  "Bitcoin",
  "Ethereum",
  "USDT (Ethereum, ERC-20)",
  "USDT (Tron, TRC-20)",
  "IBAN",
  // Web terms every language writes so (an address's name; the Standard Webhooks specification's own word).
  "URL",
  "Webhooks",
  // Platforms a campaign metric is measured on (src/i18n/locales/*/results.json).
  "Facebook",
  "LinkedIn",
  "Apple Music",
  "Twitch",
  "Reddit",
  "Google",
  "Trustpilot",
  "NOVAH",
  "Maya Lin",
  "Maya Lin Studio",
  "Helix Finance",
  "Olive & Ember Hospitality",
  "Northpeak Outdoor",
  "Lumen Drift",
  "PixelForge",
  "Mint",
  "Sarah Johnson",
  "David Kim",
  "Amara Okonkwo",
  "Lucas Moreau",
  "Yuki Tanaka",
  "Rachel Green",
  "Elena Voss",
  "Marcus Chen",
  "Marcus Reyes",
  "Priya Shah",
  "Daniel Okafor",
  "Sofia Marchetti",
  "Jonas Berg",
  "Aiko Tanaka",
  "you@example.com",
  "p50",
  "p95",
  "I",
  "M",
  "P",
  // unit symbols
  "{{value}} ms",
  "{{value}} h",
  "< {{value}} h",
  "<{{hours}}h",
]);

/** Words each language uses as its own (loanwords and shared spellings). */
const OWN_WORDS: Record<string, string[]> = {
  es: [
    "Blog",
    "Plan",
    "Cookies",
    "No",
    "Roles",
    "Influencers",
    "Marketing",
    "Error",
    "Legal",
    "Asia",
    "Chat",
    "Chats",
    "Total",
    "Subtotal",
  ],
  fr: [
    "client",
    "Note",
    "Source",
    "Mentions",
    "14 placements",
    "E-commerce",
    "Gaming",
    "Services",
    "Second service",
    "Service",
    "Contact",
    "Cookies",
    "Messages",
    "Crypto",
    "Date",
    "E-mail",
    "Description",
    "Actions",
    "Admin",
    "Client",
    "Route",
    "Guides",
    "Marketing",
    "Tags",
    "Message",
    "1 single",
    "Navigation",
    "Newsletter",
    "Article",
    "Notifications",
    "Bio",
    "Support",
    "Europe",
    "Blog",
    "FAQ",
    "Portfolio",
    "Conversations",
    "Page",
    "Total",
  ],
  de: [
    "Marketing & Promotion",
    "Reputation",
    "CEO, Northpeak Outdoor",
    "Community",
    "Gaming",
    "Creator, PixelForge",
    "optional",
    "Cookies",
    "Dashboard",
    "Status",
    "Name",
    "Admin",
    "Route",
    "Video",
    "Marketing",
    "Support",
    "Navigation",
    "Newsletter",
    "Performance",
    "Region",
    "Region: {{region}}",
    "Chat",
    "Chats",
    "Online",
    "Offline",
    "Blog",
    "FAQ",
    "Portfolio",
  ],
  zh: [],
  ja: ["FAQ"],
};

/** Only placeholders, numbers and punctuation: nothing to translate. */
const hasWords = (s: string) => /\p{L}{1,}/u.test(s.replace(/\{\{\w+\}\}|<\/?\w+>/g, ""));

describe("no English left on a non-English page", () => {
  for (const lng of LANGUAGES.filter((l) => l !== "en")) {
    it(`${lng}: every string with words differs from English unless it is a name or the language's own word`, () => {
      const allowed = new Set([...NAMES, ...(OWN_WORDS[lng] ?? [])]);
      const leftovers: string[] = [];
      for (const ns of namespaces) {
        const en = strings(read("en", ns));
        for (const [key, value] of strings(read(lng, ns)))
          if (value === en.get(key) && hasWords(value) && !allowed.has(value))
            leftovers.push(`${ns}:${key} = ${JSON.stringify(value)}`);
      }
      expect(leftovers).toEqual([]);
    });
  }

  it("no component writes an English ARIA label, role description, title, placeholder or alt text", () => {
    const literal =
      /\s(aria-label|aria-roledescription|aria-valuetext|title|placeholder|alt|containerAriaLabel)="[^"]*\p{L}[^"]*"/u;
    const found: string[] = [];
    const walk = (folder: string) => {
      for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
        const file = path.join(folder, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name))
          fs.readFileSync(file, "utf8")
            .split("\n")
            .forEach((line, i) => literal.test(line) && found.push(`${path.relative(dir, file)}:${i + 1}`));
      }
    };
    walk(path.join(__dirname, ".."));
    expect(found).toEqual([]);
  });
});
