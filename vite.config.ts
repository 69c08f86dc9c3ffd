import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { enhanceBundle } from "./scripts/enhance-bundle-plugin.ts";

export default defineConfig({
  plugins: [reactRouter(), enhanceBundle()],
  build: { assetsInlineLimit: 0, target: "es2022" },
});
