/** The auth feature's public entry: what other features may use of it (eslint.config.js keeps it so). */
export { AdminGuard } from "./components/admin-guard";
export { PasswordInput } from "./components/password-input";
export { useAuthMessages } from "./hooks/use-auth-messages";
