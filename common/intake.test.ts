import { describe, expect, it } from "vitest";
import { briefNumbers, numberInText, type BriefDto } from "./intake";

describe("numberInText", () => {
  it("reads one number as people write it, in any of the six languages' habits", () => {
    expect(numberInText("About 12,400 subscribers")).toBe(12400);
    expect(numberInText("12.400 Abonnenten")).toBe(12400);
    expect(numberInText("12 400 abonnés")).toBe(12400);
    expect(numberInText("12\u202f400")).toBe(12400);
    expect(numberInText("1,234,567")).toBe(1234567);
    expect(numberInText("4.8 stars")).toBe(4.8);
    expect(numberInText("4,8")).toBe(4.8);
    expect(numberInText("12k")).toBe(12000);
    expect(numberInText("1.5M listeners")).toBe(1500000);
    expect(numberInText("フォロワー 3万人")).toBe(30000);
    expect(numberInText("粉丝1.2亿")).toBe(120000000);
    expect(numberInText("12,400人")).toBe(12400);
  });
  it("reads nothing when there is no number, more than one, or an odd grouping", () => {
    expect(numberInText("many")).toBeUndefined();
    expect(numberInText("In 2024 we had 12,400")).toBeUndefined();
    expect(numberInText("12, 300")).toBeUndefined();
    expect(numberInText("1,23,456")).toBeUndefined();
    expect(numberInText("5 metres")).toBe(5);
    expect(numberInText("5mb")).toBeUndefined();
  });
});

describe("briefNumbers", () => {
  const label = { en: "Subscribers now", es: "", fr: "", de: "", zh: "", ja: "" };
  const brief: Pick<BriefDto, "status" | "questions" | "answers"> = {
    status: "submitted",
    questions: [
      { id: "subs", kind: "short_text", required: true, label, help: label, options: [], showIf: null },
      { id: "site", kind: "url", required: false, label, help: label, options: [], showIf: null },
      { id: "note", kind: "short_text", required: false, label, help: label, options: [], showIf: null },
    ],
    answers: { subs: " 12,400 ", site: "https://example.com/2", note: "none yet" },
  };
  it("offers the text answers that hold one number, with the question and the answer as written", () => {
    expect(briefNumbers(brief)).toEqual([{ questionId: "subs", label, answer: "12,400", value: 12400 }]);
  });
  it("offers nothing of a brief not sent yet, or of none", () => {
    expect(briefNumbers({ ...brief, status: "draft" })).toEqual([]);
    expect(briefNumbers(null)).toEqual([]);
  });
});
