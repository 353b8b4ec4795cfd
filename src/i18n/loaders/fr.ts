/** The loaders of this language's namespaces, one chunk each (see ../client.ts). */
export const loaders = import.meta.glob<Record<string, unknown>>("../locales/fr/*.json", { import: "default" });
