import type { Db } from "../db/client";
import { findUserIdByEmail, grantRole, hasRole, revokeRole } from "../auth/roles";

/** Admins need two-factor authentication (server/auth/guard.ts); the web app leads them to set it up. */
export const TWO_FACTOR_NOTE =
  "The admin area opens once they have set up two-factor authentication: at their next sign-in the app takes them to /profile to do so.";

export const ADMIN_USAGE = "Usage: npm run admin -- grant|revoke <email>";

/** grant|revoke the admin role; returns the exit code and writes one line per outcome. */
export async function runAdminCommand(db: Db, args: string[], out: (line: string) => void): Promise<number> {
  const [action, email] = args;
  if ((action !== "grant" && action !== "revoke") || !email || args.length !== 2) {
    out(ADMIN_USAGE);
    return 2;
  }
  const userId = await findUserIdByEmail(db, email);
  if (!userId) {
    out(`No account with the e-mail address ${email}. The user must register first.`);
    return 1;
  }
  if (action === "grant") {
    const already = await hasRole(db, userId, "admin");
    await grantRole(db, userId, "admin");
    out(already ? `${email} is already an admin.` : `${email} is now an admin.`);
    if (!already) out(TWO_FACTOR_NOTE);
    return 0;
  }
  const removed = await revokeRole(db, userId, "admin");
  out(removed ? `${email} is no longer an admin.` : `${email} was not an admin.`);
  return 0;
}
