import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // Tooling exception to "only server/config.ts reads process.env": parallel
  // test runs and benchmarks build into their own folder (BUILD_DIR).
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
