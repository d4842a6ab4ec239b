import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { chunkOf } from "./scripts/chunks";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "@domain": fileURLToPath(new URL("./domain", import.meta.url)),
    },
  },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  build: {
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        // Modules shared by a few routes otherwise become chunks of a few hundred bytes each, every
        // one a request (and its headers) more on the pages that load them.
        experimentalMinChunkSize: 1_000,
        manualChunks: chunkOf,
      },
    },
  },
});
