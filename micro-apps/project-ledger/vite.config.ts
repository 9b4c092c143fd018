import { defineConfig } from "vite";
import { microAppBuild } from "../shared/vite-micro-app";

// Built by micro-apps/build.ts (base /apps/project-ledger/, output build/apps/project-ledger/).
export default defineConfig({ plugins: [microAppBuild("project-ledger")] });
