import { defineConfig } from "vite";

// An iframe app (no inline scripts: its page runs under script-src 'self'), built by
// micro-apps/build.ts with base /apps/bridge-demo/ into build/apps/bridge-demo/.
export default defineConfig({
  base: "/apps/bridge-demo/",
  build: { target: "es2022" },
});
