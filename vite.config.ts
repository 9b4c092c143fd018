import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig, type Plugin } from "vite";
import { compression } from "vite-plugin-compression2";
import tsconfigPaths from "vite-tsconfig-paths";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

const lazyAntd = (file: string) => fileURLToPath(new URL(`./app/kit/lazy/antd/${file}`, import.meta.url));

/**
 * Imports inside antd sent elsewhere, so that every page does not download code only a few use
 * (about 35 KB gzipped on the portal page). Each is the same API; see the files for how.
 * - antd's form context (imported by every input, select and the config provider) takes
 *   `FormProvider` from rc-field-form's index, which also builds the whole Form and its
 *   validator: it takes it from its own module (the very object the index re-exports).
 * - Card imports Tabs (with rc-tabs) for its `tabList`, which no portal card has: they load
 *   when one first draws.
 * - Dropdown imports Menu (with rc-menu), which draws only when a dropdown opens: it loads
 *   when the first one does; and Dropdown.Button (with Space), which the portal has none of.
 * - Input carries TextArea (with rc-textarea), OTP and Search, and Typography its editing box
 *   (with a TextArea), copy button and copy-to-clipboard: the portal draws a Search only in
 *   pieces loaded on demand, and none of the others: they load when one first draws.
 * - Buttons carry the click wave's effect: it loads with the first click.
 * - rc-select's selector carries the multiple and tags modes (with rc-overflow), which no
 *   portal select uses: they load when one first draws.
 * - Button's style takes `isBright` from the colour picker's presets module, which also holds the
 *   presets panel and its Collapse: on a build where a page uses a ColorPicker (the tenant admin
 *   console), every page with a button carried them; it takes the function alone.
 * - Radio.Group takes `toNamePathStr` from the form's useForm hook module, which brings
 *   rc-field-form's Form and validator to every page with a radio group (the identity dialog at
 *   entry): it takes the function alone.
 * - Layout carries Sider, and no portal page has an antd Sider: it loads when one first draws.
 * - The portal's locale bundles take antd's locales from antd/locale (CommonJS, which the
 *   server needs); in the browser they come from antd/es, without CommonJS helpers.
 * - App builds the message, modal and notification hook APIs (the message list, Modal and its
 *   dialogs, notifications and rc-notification) for every page: they load on their first call.
 * - Modal carries its static confirm (Modal.confirm, info, …: the confirm dialog and its
 *   rendering) and Modal.useModal, which a page that draws a Modal (the identity dialog at entry)
 *   does not call: they load on their first call, as App's do.
 * - rc-resize-observer takes ResizeObserver from resize-observer-polyfill, which ships its
 *   code and then hands out the browser's own: every supported browser has one.
 */
const ANTD_IMPORTS: { importer: RegExp; source: string; to: string }[] = [
  { importer: /[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/, source: "rc-field-form", to: "rc-field-form/es/FormContext" },
  { importer: /[\\/]antd[\\/]es[\\/]card[\\/]Card\.js$/, source: "../tabs", to: lazyAntd("tabs.tsx") },
  { importer: /[\\/]antd[\\/]es[\\/]dropdown[\\/]dropdown\.js$/, source: "../menu", to: lazyAntd("menu.tsx") },
  { importer: /[\\/]antd[\\/]es[\\/]dropdown[\\/]index\.js$/, source: "./dropdown-button", to: lazyAntd("dropdown-button.tsx") },
  { importer: /[\\/]antd[\\/]es[\\/]input[\\/]index\.js$/, source: "./TextArea", to: lazyAntd("text-area.tsx") },
  { importer: /[\\/]antd[\\/]es[\\/]input[\\/]index\.js$/, source: "./OTP", to: lazyAntd("otp.tsx") },
  { importer: /[\\/]antd[\\/]es[\\/]input[\\/]index\.js$/, source: "./Search", to: lazyAntd("input-search.tsx") },
  { importer: /[\\/]antd[\\/]es[\\/]typography[\\/]Editable\.js$/, source: "../input/TextArea", to: lazyAntd("text-area.tsx") },
  { importer: /[\\/]antd[\\/]es[\\/]typography[\\/]Base[\\/]index\.js$/, source: "../Editable", to: lazyAntd("typography-editable.tsx") },
  { importer: /[\\/]antd[\\/]es[\\/]typography[\\/]Base[\\/]index\.js$/, source: "./CopyBtn", to: lazyAntd("typography-copy.tsx") },
  { importer: /[\\/]antd[\\/]es[\\/]typography[\\/]hooks[\\/]useCopyClick\.js$/, source: "copy-to-clipboard", to: lazyAntd("copy-to-clipboard.ts") },
  { importer: /[\\/]antd[\\/]es[\\/]_util[\\/]wave[\\/]useWave\.js$/, source: "./WaveEffect", to: lazyAntd("wave-effect.ts") },
  { importer: /[\\/]antd[\\/]es[\\/]button[\\/]style[\\/]token\.js$/, source: "../../color-picker/components/ColorPresets", to: lazyAntd("is-bright.ts") },
  { importer: /[\\/]antd[\\/]es[\\/]radio[\\/]group\.js$/, source: "../form/hooks/useForm", to: lazyAntd("to-name-path-str.ts") },
  { importer: /[\\/]antd[\\/]es[\\/]layout[\\/]index\.js$/, source: "./Sider", to: lazyAntd("sider.tsx") },
  { importer: /[\\/]antd[\\/]es[\\/]layout[\\/]hooks[\\/]useHasSider\.js$/, source: "../Sider", to: lazyAntd("sider.tsx") },
  { importer: /[\\/]antd[\\/]es[\\/]app[\\/]App\.js$/, source: "../message/useMessage", to: lazyAntd("use-message.tsx") },
  { importer: /[\\/]antd[\\/]es[\\/]app[\\/]App\.js$/, source: "../modal/useModal", to: lazyAntd("use-modal.tsx") },
  { importer: /[\\/]antd[\\/]es[\\/]modal[\\/]index\.js$/, source: "./confirm", to: lazyAntd("modal-confirm.ts") },
  { importer: /[\\/]antd[\\/]es[\\/]modal[\\/]index\.js$/, source: "./useModal", to: lazyAntd("use-modal.tsx") },
  { importer: /[\\/]antd[\\/]es[\\/]app[\\/]App\.js$/, source: "../notification/useNotification", to: lazyAntd("use-notification.tsx") },
  ...(["zh_CN", "en_US", "sv_SE"] as const).map((locale) => ({ importer: /[\\/]app[\\/]kit[\\/]i18n[\\/]bundles[\\/][\w-]+\.ts$/, source: `antd/locale/${locale}`, to: `antd/es/locale/${locale}` })),
  { importer: /[\\/]rc-select[\\/]es[\\/]Selector[\\/]index\.js$/, source: "./MultipleSelector", to: lazyAntd("multiple-selector.tsx") },
  { importer: /[\\/]rc-resize-observer[\\/]es[\\/]utils[\\/]observerUtil\.js$/, source: "resize-observer-polyfill", to: lazyAntd("resize-observer.ts") },
];

function antdImports(): Plugin {
  const used = new Set<(typeof ANTD_IMPORTS)[number]>();
  return {
    name: "portal:antd-imports",
    enforce: "pre",
    apply: "build",
    resolveId(source, importer) {
      // The browser's build only: the server renders with antd as it is.
      if (this.environment?.name !== "client") return null;
      const replacement = importer ? ANTD_IMPORTS.find((r) => r.source === source && r.importer.test(importer)) : undefined;
      if (!replacement) return null;
      used.add(replacement);
      return this.resolve(replacement.to, importer, { skipSelf: true });
    },
    buildEnd() {
      // A replacement that met no import means antd moved the code: the page is as large as before.
      if (this.environment?.name !== "client") return;
      for (const r of ANTD_IMPORTS) if (!used.has(r)) this.warn(`antd no longer imports ${r.source} from ${r.importer}: update ANTD_IMPORTS`);
    },
  };
}

// PORTAL_BUILD_DIR builds elsewhere (parallel work on one checkout); the server and the e2e harness read the same variable.
const BUILD_DIRECTORY = process.env.PORTAL_BUILD_DIR ?? "build";

/**
 * The demo sub-apps (micro-apps/, served at /apps/) are part of the portal build: once the
 * browser build is written, micro-apps/build.ts builds each into <build>/apps/<path>/. Not in
 * the server build, not in the development server (server/app.ts builds them there if missing).
 */
function microApps(): Plugin {
  return {
    name: "portal:micro-apps",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    async writeBundle() {
      if (this.environment?.name !== "client") return;
      const started = performance.now();
      const { buildMicroApps } = await import("./micro-apps/build");
      const built = await buildMicroApps({ outDir: path.resolve(BUILD_DIRECTORY, "apps"), log: () => undefined });
      this.environment.logger.info(`micro-apps: ${built.length} built into ${BUILD_DIRECTORY}/apps in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    },
  };
}

/**
 * The browser build's files, compressed once at build time (ADR 043): next to each script,
 * style sheet and SVG under assets/ a Brotli (`.br`) and a gzip (`.gz`) copy, at their best
 * levels, which the server sends as they are to a browser that accepts them (server/app.ts).
 * Not the server build.
 */
function precompressedAssets(): Plugin {
  return {
    ...compression({ include: /^assets\/.+\.(js|css|svg|json)$/, threshold: 1024, algorithms: ["brotliCompress", "gzip"], logLevel: "silent" }),
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
  };
}

/**
 * The modules under app/ each chunk holds, written into the client manifest as `modules`
 * (ADR 069). A lazy piece's module can end up inside a chunk named for another module (a
 * shared chunk, which Rollup names after any of its modules); the server and the tests find a
 * piece's chunk by its module, not by a chunk's name.
 */
function chunkModulesInManifest(): Plugin {
  const modules = new Map<string, string[]>();
  let outDir = "";
  const root = fileURLToPath(new URL(".", import.meta.url));
  return {
    name: "portal:chunk-modules",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      modules.clear();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        const own = chunk.moduleIds.map((id) => path.relative(root, id).split(path.sep).join("/")).filter((id) => id.startsWith("app/"));
        if (own.length > 0) modules.set(chunk.fileName, own);
      }
    },
    writeBundle() {
      const file = path.join(outDir, ".vite", "manifest.json");
      const manifest = JSON.parse(readFileSync(file, "utf8")) as Record<string, { file: string; modules?: string[] }>;
      for (const chunk of Object.values(manifest)) {
        const own = modules.get(chunk.file);
        if (own) chunk.modules = own;
      }
      writeFileSync(file, JSON.stringify(manifest, null, 2));
    },
  };
}

export default defineConfig({
  // Kept: the server reads the client's manifest to preload a page's locale bundle and lazy pieces (app/kit/lazy/preload-links.server.ts).
  build: { manifest: true },
  plugins: [
    remix({
      buildDirectory: BUILD_DIRECTORY,
      ignoredRouteFiles: ["**/*.css", "**/*.test.*"],
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
      },
    }),
    tsconfigPaths(),
    antdImports(),
    microApps(),
    precompressedAssets(),
    chunkModulesInManifest(),
  ],
});
