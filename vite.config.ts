import { fileURLToPath, URL } from "node:url";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? "3001"}`;

export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) },
      { find: "@common", replacement: fileURLToPath(new URL("./common", import.meta.url)) },
      // react-router's package exports only its development build (dev warnings on); production builds take
      // the production build it ships beside it, for the browser and for the server render alike.
      ...(mode === "production"
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url),
              ),
            },
          ]
        : []),
    ],
  },
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    sourcemap: false,
    // dist/client/.vite/manifest.json: each chunk's static imports, for the byte budget (tests/build/).
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: { "/api": { target: apiTarget, changeOrigin: false } },
  },
}));
