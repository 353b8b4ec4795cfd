import type { Context } from "hono";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

/**
 * The signed-in user of a request, or null.
 * Placeholder until the Accounts issue wires better-auth in: nobody is signed in yet.
 */
export async function getSessionUser(_c: Context): Promise<SessionUser | null> {
  return null;
}
