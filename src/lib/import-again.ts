/** The module URL a failed dynamic import names (Chromium and Firefox say it; Safari does not). */
const failedUrlOf = (error: unknown) =>
  error instanceof Error ? /(https?:\/\/[^\s'"]+\.m?js)/.exec(error.message)?.[1] : undefined;

/**
 * A lazy module that can be loaded again after a failed load (the network was down). Browsers that keep a failed
 * dynamic import in their module map (Chromium 150 does; 156 fetches again) answer every later `import()` of that URL
 * with the same failure without a request; a new fragment makes it a new entry of the map, while the request, which
 * carries no fragment, is the same file.
 */
export function importAgain<T>(load: () => Promise<T>): () => Promise<T> {
  let failedUrl: string | undefined;
  let attempt = 0;
  return async () => {
    if (!failedUrl) {
      try {
        return await load();
      } catch (error) {
        failedUrl = failedUrlOf(error);
        throw error;
      }
    }
    attempt += 1;
    return (await import(/* @vite-ignore */ `${failedUrl}#again-${attempt}`)) as T;
  };
}
