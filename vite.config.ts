import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig, type Plugin } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

/**
 * antd's form context (imported by every input, select and the config provider) takes
 * `FormProvider` from rc-field-form's index, which also builds the whole Form: so every page
 * downloaded rc-field-form and its validator, though only pages with a form use them. The
 * provider is taken from its own module instead (the same object the index re-exports).
 */
function formProviderWithoutForm(): Plugin {
  return {
    name: "portal:form-provider-without-form",
    enforce: "pre",
    resolveId(source, importer) {
      if (source !== "rc-field-form" || !importer || !/[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/.test(importer)) return null;
      return this.resolve("rc-field-form/es/FormContext", importer, { skipSelf: true });
    },
  };
}

export default defineConfig({
  plugins: [
    remix({
      // PORTAL_BUILD_DIR builds elsewhere (parallel work on one checkout); the server and the e2e harness read the same variable.
      buildDirectory: process.env.PORTAL_BUILD_DIR ?? "build",
      ignoredRouteFiles: ["**/*.css", "**/*.test.*"],
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
    tsconfigPaths(),
    formProviderWithoutForm(),
  ],
});
