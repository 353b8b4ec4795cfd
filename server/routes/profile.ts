import { Hono } from "hono";
import { profileSchema, type ProfileResponse } from "@common/profile";
import type { AppDeps, AppEnv } from "../app-deps";
import type { Auth } from "../auth/auth";
import { requireUser } from "../auth/guard";
import { getSessionUser } from "../auth/session";
import { ADDRESS_RULES } from "../auth/limits";
import { ApiError, notFound } from "../lib/http-error";
import { jsonInput } from "../lib/validate";
import { getProfile, saveProfile, UsernameTakenError } from "../services/profile";
import { hit as hitLimit, seconds } from "../lib/rate-limit";
import { rateLimited } from "./auth";
import { doc } from "../lib/openapi";

const PROFILE_PATH = "/profile";

/** GET/PUT /api/profile: the signed-in user's own profile (spec §5 limits checked here too). */
export function profileRoutes(deps: AppDeps & { auth: Auth }) {
  const db = deps.database.db;
  return new Hono<AppEnv>()
    .use(requireUser)
    .get("/", doc("My profile"), async (c) => {
      const profile = await getProfile(db, (await getSessionUser(c))!.id);
      if (!profile) throw notFound("No such user.");
      return c.json(profile, 200);
    })
    .put(
      "/",
      doc("Update my profile; a new e-mail address is confirmed by mail", {
        errors: { 409: "USERNAME_TAKEN or EMAIL_TAKEN" },
      }),
      jsonInput(profileSchema),
      async (c) => {
        const me = (await getSessionUser(c))!;
        const input = c.req.valid("json");
        try {
          await saveProfile(db, me.id, {
            username: input.username,
            fullname: input.fullname,
            bio: input.bio,
            emailLocale: input.emailLocale,
          });
        } catch (err) {
          if (err instanceof UsernameTakenError) {
            throw new ApiError(409, "USERNAME_TAKEN", "This username is already taken.", {
              username: "This username is already taken.",
            });
          }
          throw err;
        }

        let pendingEmail: string | undefined;
        const newEmail = input.email.toLowerCase();
        if (newEmail !== me.email.toLowerCase()) {
          const rule = ADDRESS_RULES["/change-email"];
          const hit = await hitLimit(db, `address:/change-email:${newEmail}`, seconds(rule));
          if (!hit.allowed)
            return c.json(rateLimited().toBody(), 429, { "Retry-After": String(hit.retryAfterSeconds) });
          try {
            await deps.auth.api.changeEmail({
              body: { newEmail, callbackURL: PROFILE_PATH },
              headers: c.req.raw.headers,
            });
          } catch (err) {
            const status = (err as { statusCode?: number }).statusCode;
            // Taken by another account: said as a conflict on the field, the profile itself was saved.
            if (status === 422) {
              throw new ApiError(409, "EMAIL_TAKEN", "This e-mail address cannot be used.", {
                email: "This e-mail address cannot be used.",
              });
            }
            throw err;
          }
          pendingEmail = newEmail;
        }
        const profile = (await getProfile(db, me.id))!;
        const body: ProfileResponse = pendingEmail ? { ...profile, pendingEmail } : profile;
        return c.json(body, 200);
      },
    );
}
