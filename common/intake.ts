import { z } from "zod";
import { LANGUAGES, type Language } from "./locales";
import { safeString } from "./text";

/**
 * Intake per service (issue 41): a questionnaire staff define per service, that the client answers after ordering.
 * Error texts are keys of the "orders" locale namespace (brief.errors.*) or the admin's (intake.errors.*).
 */
export const QUESTION_KINDS = ["short_text", "long_text", "choice", "multi_choice", "url", "file", "date"] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
export const CHOICE_KINDS: readonly QuestionKind[] = ["choice", "multi_choice"];

export const INTAKE_LIMITS = {
  questions: 30,
  options: 20,
  label: 200,
  help: 500,
  shortText: 200,
  longText: 5000,
  files: 10,
  deliveryDaysMax: 365,
} as const;
/** The delivery time a new questionnaire starts with: the due date is the brief's submission plus this many days. */
export const DEFAULT_DELIVERY_DAYS = 14;
/** When the client gets the brief: once the order is placed, or once its first invoice is paid. */
export const BRIEF_OPENS = ["placed", "paid"] as const;
export type BriefOpens = (typeof BRIEF_OPENS)[number];
/** Reminders to a client whose brief is not submitted, this many hours after the order. */
export const BRIEF_REMINDER_HOURS = [24, 72] as const;

const ID = /^[a-z0-9][a-z0-9-]{0,39}$/;
const idSchema = z.string().regex(ID, { error: "intake.errors.id" });

const text = (max: number, required: boolean) => {
  const s = safeString().trim().max(max, { error: "intake.errors.tooLong" });
  return required ? s.min(1, { error: "intake.errors.required" }) : s;
};
/** A text in every one of the six languages. */
const localized = (max: number, required: boolean) =>
  z.object(Object.fromEntries(LANGUAGES.map((l) => [l, text(max, required)])) as Record<Language, z.ZodString>);

export type LocalizedText = Record<Language, string>;

export const questionSchema = z.object({
  id: idSchema,
  kind: z.enum(QUESTION_KINDS),
  required: z.boolean(),
  label: localized(INTAKE_LIMITS.label, true),
  help: localized(INTAKE_LIMITS.help, false),
  options: z
    .array(z.object({ id: idSchema, label: localized(INTAKE_LIMITS.label, true) }))
    .max(INTAKE_LIMITS.options)
    .default([]),
  /** Shown only when the earlier choice question `questionId` has `optionId` among its answer. */
  showIf: z.object({ questionId: idSchema, optionId: idSchema }).nullable().default(null),
});
export type IntakeQuestion = z.output<typeof questionSchema>;

export const intakeFormSchema = z
  .object({
    deliveryDays: z.number().int().min(1).max(INTAKE_LIMITS.deliveryDaysMax),
    opensOn: z.enum(BRIEF_OPENS).default("placed"),
    questions: z.array(questionSchema).max(INTAKE_LIMITS.questions),
  })
  .superRefine((form, ctx) => {
    const seen = new Map<string, IntakeQuestion>();
    form.questions.forEach((q, i) => {
      if (seen.has(q.id))
        ctx.addIssue({ code: "custom", path: ["questions", i, "id"], message: "intake.errors.duplicate" });
      const choice = CHOICE_KINDS.includes(q.kind);
      if (choice && q.options.length < 2)
        ctx.addIssue({ code: "custom", path: ["questions", i, "options"], message: "intake.errors.options" });
      if (!choice && q.options.length)
        ctx.addIssue({ code: "custom", path: ["questions", i, "options"], message: "intake.errors.noOptions" });
      if (new Set(q.options.map((o) => o.id)).size !== q.options.length)
        ctx.addIssue({ code: "custom", path: ["questions", i, "options"], message: "intake.errors.duplicate" });
      if (q.showIf) {
        // Only an earlier choice question, and one of its options: no cycles, no dangling condition.
        const parent = seen.get(q.showIf.questionId);
        if (!parent || !CHOICE_KINDS.includes(parent.kind) || !parent.options.some((o) => o.id === q.showIf!.optionId))
          ctx.addIssue({ code: "custom", path: ["questions", i, "showIf"], message: "intake.errors.condition" });
      }
      seen.set(q.id, q);
    });
  });
export type IntakeForm = z.output<typeof intakeFormSchema>;
export type IntakeFormInput = z.input<typeof intakeFormSchema>;

/** One answer: a text (short/long text, URL, date, choice option id) or a list (options, order file ids). */
export const answerValueSchema = z.union([
  safeString({ multiline: true }).max(INTAKE_LIMITS.longText),
  z.array(safeString().max(100)).max(INTAKE_LIMITS.options),
]);
export type AnswerValue = z.output<typeof answerValueSchema>;
export const briefDraftSchema = z.object({
  answers: z.record(idSchema, answerValueSchema).refine((a) => Object.keys(a).length <= INTAKE_LIMITS.questions),
});
export type BriefDraftInput = z.output<typeof briefDraftSchema>;

export const briefChangesSchema = z.object({
  note: safeString({ multiline: true })
    .trim()
    .min(1, { error: "brief.errors.noteRequired" })
    .max(2000, { error: "brief.errors.tooLong" }),
});

export type BriefStatus = "draft" | "submitted" | "changes_requested";

/** Whether a question is shown, given the answers so far (its condition's question shown and answered that way). */
export function isShown(q: IntakeQuestion, questions: IntakeQuestion[], answers: Record<string, AnswerValue>): boolean {
  if (!q.showIf) return true;
  const parent = questions.find((p) => p.id === q.showIf!.questionId);
  if (!parent || !isShown(parent, questions, answers)) return false;
  const a = answers[parent.id];
  return Array.isArray(a) ? a.includes(q.showIf.optionId) : a === q.showIf.optionId;
}

const isEmpty = (v: AnswerValue | undefined) =>
  v === undefined || (Array.isArray(v) ? v.length === 0 : v.trim() === "");

/** An http(s) address with a host name that has a dot (a typed "https://exa" is not yet one). */
function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (
      (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".") && !/\s/.test(value.trim())
    );
  } catch {
    return false;
  }
}
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The answers' errors, question id → locale key (orders namespace). `final`: on submission, required answers and
 * formats are checked too; a draft only has to fit the questions (lengths, known options). Hidden conditional
 * questions are never required.
 */
export function answerErrors(
  questions: IntakeQuestion[],
  answers: Record<string, AnswerValue>,
  final: boolean,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const id of Object.keys(answers)) if (!questions.some((q) => q.id === id)) errors[id] = "brief.errors.unknown";
  for (const q of questions) {
    const v = answers[q.id];
    if (isEmpty(v)) {
      if (final && q.required && isShown(q, questions, answers)) errors[q.id] = "brief.errors.required";
      continue;
    }
    const list = q.kind === "multi_choice" || q.kind === "file";
    if (list !== Array.isArray(v)) {
      errors[q.id] = "brief.errors.invalid";
      continue;
    }
    const optionIds = q.options.map((o) => o.id);
    if (q.kind === "choice" && !optionIds.includes(v as string)) errors[q.id] = "brief.errors.invalid";
    else if (q.kind === "multi_choice" && (v as string[]).some((o) => !optionIds.includes(o)))
      errors[q.id] = "brief.errors.invalid";
    else if (
      q.kind === "file" &&
      ((v as string[]).length > INTAKE_LIMITS.files || (v as string[]).some((f) => !/^\d{1,9}$/.test(f)))
    )
      errors[q.id] = "brief.errors.invalid";
    else if (q.kind === "short_text" && (v as string).length > INTAKE_LIMITS.shortText)
      errors[q.id] = "brief.errors.tooLong";
    else if (final && q.kind === "url" && !isWebAddress(v as string)) errors[q.id] = "brief.errors.url";
    else if (final && q.kind === "date" && !(DATE_RE.test(v as string) && !Number.isNaN(Date.parse(v as string))))
      errors[q.id] = "brief.errors.date";
  }
  return errors;
}

/** The brief as its client or staff read it. `questions` is the copy the order holds, never the service's current form. */
export interface BriefDto {
  status: BriefStatus;
  questions: IntakeQuestion[];
  answers: Record<string, AnswerValue>;
  savedAt: string | null;
  submittedAt: string | null;
  changeNote: string | null;
  deliveryDays: number;
  history: { kind: "submitted" | "changes_requested"; note: string | null; at: string; actorName: string | null }[];
}

const SUFFIXES: Record<string, number> = { k: 1e3, m: 1e6, 万: 1e4, 萬: 1e4, 億: 1e8, 亿: 1e8 };

/**
 * A number written in a brief's answer: "12,400", "12.400", "12 400", "1.5", "12k", "1,2M", "3万"; undefined unless
 * there is exactly one.
 */
export function numberInText(text: string): number | undefined {
  const found = [...text.matchAll(/(\d[\d.,'’\s\u00a0\u202f]*\d|\d)([kKmM万萬億亿])?([a-zA-Z])?/g)];
  // "5mb", "3x": a number run into a word is not a count.
  if (found.length !== 1 || found[0]![3]) return undefined;
  const [, digits, suffix] = found[0]!;
  let value: number;
  // One separator between groups of three ("12,400", "12.400", "12 400"), or a decimal ("4.8", "4,8").
  if (!suffix && /^\d{1,3}([.,'’ \u00a0\u202f])\d{3}(\1\d{3})*$/.test(digits!))
    value = Number(digits!.replace(/\D/g, ""));
  else if (/^\d+([.,]\d+)?$/.test(digits!)) value = Number(digits!.replace(",", "."));
  else return undefined;
  if (suffix) value *= SUFFIXES[suffix.toLowerCase()]!;
  return Number.isFinite(value) ? value : undefined;
}

/**
 * The answers of a sent brief that hold one number (a follower count, a rating), which may prefill a metric's start
 * (issue 43): the question, the answer as written and the number read from it. Only text answers of questions shown.
 */
export function briefNumbers(brief: Pick<BriefDto, "status" | "questions" | "answers"> | null | undefined) {
  if (!brief || brief.status === "draft") return [];
  return brief.questions.flatMap((q) => {
    const answer = brief.answers[q.id];
    if (q.kind !== "short_text" || typeof answer !== "string" || !isShown(q, brief.questions, brief.answers)) return [];
    const value = numberInText(answer);
    return value === undefined ? [] : [{ questionId: q.id, label: q.label, answer: answer.trim(), value }];
  });
}
export type BriefNumber = ReturnType<typeof briefNumbers>[number];
