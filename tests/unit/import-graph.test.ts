import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * ADR 019: the rules the layout of app/ keeps, read from the imports themselves. Static imports
 * and re-exports count (type-only ones too: a cycle of types is still two files that each need
 * the other); `import()` does not (a lazy piece is loaded on demand, not at module load).
 */
const ROOT = path.resolve(__dirname, "../..");
const APP = path.join(ROOT, "app");
const EXTENSIONS = [".ts", ".tsx"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return EXTENSIONS.includes(path.extname(name)) && !name.endsWith(".d.ts") ? [full] : [];
  });
}

const SPECIFIER = /^\s*(?:import|export)\s[^;]*?\sfrom\s+["']([^"']+)["']|^\s*import\s+["']([^"']+)["']/gm;

function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("#app/")) base = path.join(APP, specifier.slice("#app/".length));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null;
  const stripped = base.replace(/\.(ts|tsx|js)$/, "");
  for (const candidate of [base, ...EXTENSIONS.map((ext) => stripped + ext), ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`))]) {
    try {
      if (statSync(candidate).isFile() && EXTENSIONS.includes(path.extname(candidate))) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(APP)) {
    const text = readFileSync(file, "utf8");
    const targets = new Set<string>();
    for (const match of text.matchAll(SPECIFIER)) {
      const target = resolve(file, match[1] ?? match[2] ?? "");
      if (target) targets.add(target);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** Every cycle's files (Tarjan's strongly connected components of more than one file, or a file importing itself). */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.map((file) => path.relative(ROOT, file)).sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/**
 * The platform's services (SPEC §7) whose paths a browser call starts with; a path may be
 * written with a leading "/" or "/api/".
 */
const SERVICE_PREFIXES = ["workbench/", "org-permission/", "tenant-user/", "product/", "param/", "report-center/", "identification/", "general-dictionary/", "message/", "portal/account", "uaa/", "i18n/"];

/** Whether the text of a string or template literal names a platform path. */
function holdsPlatformPath(text: string): boolean {
  const bare = text.replace(/^\/?(?:api\/)?/, "");
  return text.includes("/v4/") || SERVICE_PREFIXES.some((prefix) => bare.startsWith(prefix));
}

/**
 * The string and template literals of `text` (comments are no part of the syntax tree, so they
 * are left out), each with its line. A template is read piece by piece between its
 * substitutions; the prefix check applies to its head only.
 */
function literalsOf(fileName: string, text: string): { line: number; text: string; head: boolean }[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: { line: number; text: string; head: boolean }[] = [];
  const add = (node: ts.Node, literal: string, head: boolean) => found.push({ line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, text: literal, head });
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(node, node.text, true);
    else if (ts.isTemplateExpression(node)) {
      add(node.head, node.head.text, true);
      for (const span of node.templateSpans) add(span.literal, span.literal.text, false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Where a platform path may be written: the service modules, the generated types, the server and the route modules. */
function mayHoldPlatformPaths(file: string): boolean {
  const relative = path.relative(APP, file).split(path.sep).join("/");
  return relative.startsWith("platform-api/") || relative.startsWith("types/generated/") || relative.startsWith("routes/") || /\.server\.tsx?$/.test(relative);
}

describe("the imports of app/ (ADR 019)", () => {
  const graph = importGraph();

  it("reads the tree: hundreds of files, each import resolved to a file", () => {
    expect(graph.size).toBeGreaterThan(300);
    const portalShell = [...graph.keys()].find((file) => file.endsWith(path.join("shell", "PortalShell.tsx")));
    expect(portalShell && graph.get(portalShell)!.length).toBeGreaterThan(5);
  });

  it("finds a cycle when there is one", () => {
    const made = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
      ["d", ["a"]],
    ]);
    expect(cycles(made)).toEqual([["a", "b", "c"]]);
  });

  it("has no file cycles", () => {
    expect(cycles(graph)).toEqual([]);
  });

  it("the layout engine imports no feature and not the shell (ADR 019)", () => {
    const layout = path.join(APP, "layout") + path.sep;
    const above = [path.join(APP, "features") + path.sep, path.join(APP, "shell") + path.sep];
    const offending = [...graph.entries()]
      .filter(([file]) => file.startsWith(layout))
      .flatMap(([file, targets]) => targets.filter((target) => above.some((folder) => target.startsWith(folder))).map((target) => `${path.relative(ROOT, file)} → ${path.relative(ROOT, target)}`));
    expect(offending).toEqual([]);
  });

  it("no React component outside the route modules imports a server module", () => {
    // Route modules (app/routes, the root route) and the server entry run loaders on the server.
    const routeModule = (file: string) => file.startsWith(path.join(APP, "routes")) || file === path.join(APP, "root.tsx") || file.endsWith(".server.tsx");
    const offending = [...graph.entries()]
      .filter(([file]) => file.endsWith(".tsx") && !routeModule(file))
      .flatMap(([file, targets]) => targets.filter((target) => /\.server\.tsx?$/.test(target)).map((target) => `${path.relative(ROOT, file)} → ${path.relative(ROOT, target)}`));
    expect(offending).toEqual([]);
  });

  it("no server module imports the React component map: the names come from app/layout/component-names.ts (ADR 004, ADR 019)", () => {
    const map = path.join(APP, "shell", "component-map.tsx");
    expect(graph.has(map)).toBe(true);
    const offending = [...graph.entries()]
      .filter(([file, targets]) => /\.server\.tsx?$/.test(file) && targets.includes(map))
      .map(([file]) => `${path.relative(ROOT, file)} → ${path.relative(ROOT, map)}`);
    expect(offending).toEqual([]);
  });

  it("the portal's modules import nothing of the tenant admin console, not even on demand; only its routes do (ADR 020)", () => {
    const consoleDir = path.join(APP, "features", "admin-console") + path.sep;
    const consoleRoute = (file: string) => /^portal-admin(\.|$)/.test(path.basename(file)) && path.dirname(file) === path.join(APP, "routes");
    const DYNAMIC = /\bimport\(\s*["']([^"']+)["']\s*\)/g;
    const offending = sourceFiles(APP)
      .filter((file) => !file.startsWith(consoleDir) && !consoleRoute(file))
      .flatMap((file) => {
        const text = readFileSync(file, "utf8");
        const specifiers = [...text.matchAll(SPECIFIER)].map((m) => m[1] ?? m[2] ?? "").concat([...text.matchAll(DYNAMIC)].map((m) => m[1] ?? ""));
        return specifiers
          .filter((specifier) => {
            const target = specifier.startsWith("#app/") ? path.join(APP, specifier.slice("#app/".length)) : specifier.startsWith(".") ? path.resolve(path.dirname(file), specifier) : null;
            return target !== null && (target + path.sep).startsWith(consoleDir);
          })
          .map((specifier) => `${path.relative(ROOT, file)} → ${specifier}`);
      });
    expect([...graph.keys()].some((file) => file.startsWith(consoleDir)), "the console's folder was read").toBe(true);
    expect(offending).toEqual([]);
  });

  it("tells a platform path from other strings", () => {
    const literals = literalsOf("probe.ts", ["// workbench/v4/in-a-comment", "/* product/v4/help-urls */", 'const a = "uaa/user/weakWord";', "const b = `tenant-user/v4/users/${id}`;", "const c = `${base}/report-center/v4/mark`;", 'const d = "/identification/session/app";', 'const e = "#app/platform-api/workbench";', 'const f = "/portal/session/logout";', "const g = `?orgId=${id}&x=product/`;"].join("\n"));
    expect(literals.filter((literal) => holdsPlatformPath(literal.text) && (literal.head || literal.text.includes("/v4/"))).map((literal) => literal.line)).toEqual([3, 4, 5, 6]);
  });

  it("no component or store outside platform-api holds a platform path", () => {
    const offending = sourceFiles(APP)
      .filter((file) => !mayHoldPlatformPaths(file))
      .flatMap((file) =>
        literalsOf(file, readFileSync(file, "utf8"))
          .filter((literal) => (literal.head ? holdsPlatformPath(literal.text) : literal.text.includes("/v4/")))
          .map((literal) => `${path.relative(ROOT, file)}:${literal.line} ${literal.text}`),
      );
    expect(offending).toEqual([]);
  });
});
