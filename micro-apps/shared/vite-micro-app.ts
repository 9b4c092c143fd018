import type { Plugin } from "vite";

/** Where the builder leaves the lifecycle global's name in the built HTML (tests and hosts read it). */
export const LIFECYCLE_META = "micro-app-lifecycle";

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;

/**
 * A Vite build for a qiankun micro-app (qiankun 2.10 loads apps with import-html-entry: it
 * fetches the entry HTML, then fetches the scripts and evaluates them as classic scripts in
 * the app's sandbox, so an ES module with imports cannot run there).
 *
 * - One classic script: the app is bundled as an IIFE (dynamic imports inlined), and the
 *   HTML's script tag is a plain `<script defer src … entry>` (qiankun takes the `entry` one
 *   as the app's entry; a browser opening the page alone runs it after parsing).
 * - One stylesheet linked from the HTML (no style injected by script), which qiankun reads
 *   with the template and scopes to the app's container.
 * - No module preload polyfill (there are no modules), and ES2022 code as written (lowering
 *   syntax would put esbuild's helpers outside the IIFE, as globals of the page).
 *
 * The app's entry module sets `window[globalName]` to its lifecycles as its last global write:
 * qiankun takes the global its entry script set last.
 */
export function microAppBuild(globalName: string): Plugin {
  if (!/^[a-z][a-z0-9-]*$/.test(globalName)) throw new Error(`micro-app global name "${globalName}": lower case letters, digits, dashes`);
  let scripts = 0;
  return {
    name: "micro-apps:qiankun-entry",
    apply: "build",
    config() {
      return {
        build: {
          // Nothing lowered: esbuild would put its helpers before the IIFE, as page globals.
          target: "es2022",
          modulePreload: false,
          cssCodeSplit: false,
          rollupOptions: { output: { format: "iife", inlineDynamicImports: true } },
        },
      };
    },
    transformIndexHtml: {
      order: "post",
      handler(html) {
        scripts = 0;
        const out = html.replace(MODULE_SCRIPT, (_tag, src: string) => {
          scripts += 1;
          return `<script defer src="${src}" entry></script>`;
        });
        if (scripts !== 1) throw new Error(`micro-app ${globalName}: the entry HTML must load exactly one module script (found ${scripts})`);
        return {
          html: out,
          tags: [{ tag: "meta", attrs: { name: LIFECYCLE_META, content: globalName }, injectTo: "head" }],
        };
      },
    },
  };
}
