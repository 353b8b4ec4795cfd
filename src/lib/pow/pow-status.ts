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

/**
 * How many sent forms are waiting for their proof-of-work (takePow): while one is, its busy button waits on the
 * security check rather than on the network, and can say so.
 */
let awaited = 0;

export function changePowAwaited(delta: 1 | -1): void {
  awaited = Math.max(0, awaited + delta);
  for (const listener of listeners) listener();
}

export const isPowAwaited = (): boolean => awaited > 0;

export function subscribePowStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
