export interface AuthUser {
  id: string;
  email: string;
  name: string;
}

export interface AuthState {
  status: "loading" | "signed-in" | "signed-out";
  user: AuthUser | null;
  /** Unknown (null) until the role check completes (spec §4). */
  isAdmin: boolean | null;
}

/**
 * The signed-in user, shared by every feature (header, chat, dashboard, guards).
 * Placeholder until the Accounts issue wires it to the server's session: always signed out.
 */
export function useAuth(): AuthState {
  return { status: "signed-out", user: null, isAdmin: false };
}
