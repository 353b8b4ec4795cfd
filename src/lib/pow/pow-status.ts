/**
 * Whether the background proof-of-work of the forms is being computed with none ready yet: a form whose button waits
 * for it can say so. Kept apart from the solver so that reading it never loads the solver's chunk.
 */
let solving = false;
const listeners = new Set<() => void>();

export function setPowSolving(value: boolean): void {
  if (solving === value) return;
  solving = value;
  for (const listener of listeners) listener();
}

export const isPowSolving = (): boolean => solving;

export function subscribePowStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
