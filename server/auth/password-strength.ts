import type { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { ApiError } from "../lib/http-error";
import { PASSWORD_MAX, PASSWORD_MIN } from "./limits";

/**
 * zxcvbn's score 3 means "safely unguessable": more than 10^8 guesses, which resists online guessing and
 * slows an offline attack on our scrypt hashes to years. Score 2 lets through passwords such as
 * "Password1!" that are in every cracking list; 4 refuses many memorable passphrases people really use.
 */
export const MIN_PASSWORD_SCORE = 3;

let factory: Promise<ZxcvbnFactory> | null = null;

/** The dictionaries (a few MB) load on the first check, not at start-up, and ship with the package. */
function estimator(): Promise<ZxcvbnFactory> {
  factory ??= Promise.all([
    import("@zxcvbn-ts/core"),
    import("@zxcvbn-ts/language-common"),
    import("@zxcvbn-ts/language-en"),
  ]).then(
    ([core, common, en]) =>
      new core.ZxcvbnFactory({
        translations: en.translations,
        graphs: common.adjacencyGraphs,
        dictionary: { ...common.dictionary, ...en.dictionary },
        // Matching grows fast with length (a 128-character keyboard pattern took seconds of the event loop);
        // 32 characters that score 3 are strong whatever follows, and no check takes more than a few ms.
        maxLength: 32,
      }),
  );
  return factory;
}

/** zxcvbn's score (0–4) of a password; user inputs (name, e-mail) count as guessable words. */
export async function passwordScore(password: string, userInputs: string[] = []): Promise<number> {
  const inputs = userInputs.flatMap((s) => [s, ...s.split(/[@.\s_-]+/)]).filter((s) => s.length >= 3);
  return (await estimator()).check(password, inputs).score;
}

/** Refuses a common or trivially guessable password with 400 PASSWORD_TOO_WEAK (the client translates the code). */
export async function assertStrongPassword(password: unknown, userInputs: string[] = []): Promise<void> {
  // Too short, too long or not text: the schema's and better-auth's own checks answer that, as before.
  if (typeof password !== "string" || password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return;
  if ((await passwordScore(password, userInputs)) < MIN_PASSWORD_SCORE) {
    throw new ApiError(
      400,
      "PASSWORD_TOO_WEAK",
      "This password is too easy to guess. Use a longer password that is not a common word or pattern.",
      { password: "Too easy to guess." },
    );
  }
}
