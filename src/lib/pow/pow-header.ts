import { POW_HEADER } from "@common/pow";

// The solver is its own chunk, fetched when a form is shown or sent, never with the first page load.
const load = () => import("./pow");

/** Starts the background proof-of-work for a form that was just shown. */
export function startPow(): void {
  void load().then(
    (m) => m.prefetchPow(),
    () => {},
  );
}

/** The header that carries a fresh proof-of-work solution, waiting for it if needed. */
export async function powHeader(): Promise<Record<string, string>> {
  const { takePow } = await load();
  return { [POW_HEADER]: await takePow() };
}

/** The header with a solution of the harder challenge (after POW_HARDER_REQUIRED). */
export async function hardPowHeader(): Promise<Record<string, string>> {
  const { takeHardPow } = await load();
  return { [POW_HEADER]: await takeHardPow() };
}
