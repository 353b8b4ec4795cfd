import { useCallback, useEffect, useState } from "react";
import { fetchCaptcha, type CaptchaAnswer, type CaptchaChallenge } from "@/lib/auth/auth-client";
import { usePowPrefetch } from "@/lib/pow/use-pow";

const solve = (c: CaptchaChallenge) => (c.op === "+" ? c.a + c.b : c.op === "-" ? c.a - c.b : c.a * c.b);

/** A server-signed arithmetic captcha (spec §5): loaded after mount, single use, refreshed on demand. */
export function useCaptcha() {
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  const [answer, setAnswer] = useState("");
  const [failed, setFailed] = useState(false);
  // The invisible proof-of-work that goes with the question starts with it.
  usePowPrefetch();

  const refresh = useCallback(async () => {
    setAnswer("");
    setFailed(false);
    setChallenge(null);
    try {
      setChallenge(await fetchCaptcha());
    } catch {
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const solved = !!challenge && /^-?\d+$/.test(answer.trim()) && Number(answer.trim()) === solve(challenge);
  const toAnswer = (): CaptchaAnswer | null => (challenge ? { token: challenge.token, answer: answer.trim() } : null);

  return { challenge, answer, setAnswer, solved, failed, refresh, toAnswer };
}

export type CaptchaState = ReturnType<typeof useCaptcha>;
