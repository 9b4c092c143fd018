import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { askForModulesNamedIn, LATER_MODULES_META } from "./lazy-piece";

/** An entry of Vite's client build manifest (Remix moves it to build/.vite/client-manifest.json). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  /** The chunk's name (its first module's file name without the extension). */
  name?: string;
  /** The module the chunk was made for; absent where the bundler merged the module into a shared chunk. */
  src?: string;
  isDynamicEntry?: boolean;
  /** The modules under app/ the chunk holds (vite.config.ts adds them: ADR 069). */
  modules?: string[];
}

let manifest: Record<string, ManifestChunk> | null | undefined;

/**
 * The client build's manifest, read once. This module is bundled into build/server (or
 * build/server/assets); none is there in development, where nothing is preloaded.
 */
function clientManifest(): Record<string, ManifestChunk> | null {
  if (manifest !== undefined) return manifest;
  const here = path.dirname(fileURLToPath(import.meta.url));
  const file = [path.join(here, "../.vite/client-manifest.json"), path.join(here, "../../.vite/client-manifest.json")].find((candidate) => existsSync(candidate));
  try {
    manifest = file ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, ManifestChunk>) : null;
  } catch {
    manifest = null;
  }
  return manifest;
}

/** The chunk files a module needs, itself first: its chunk and, recursively, the chunks it imports. */
function chunkFiles(chunks: Record<string, ManifestChunk>, key: string, into: Set<string>): void {
  const chunk = chunks[key];
  if (!chunk || into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(chunks, imported, into);
}

/**
 * `<link rel="modulepreload">` tags for what the browser loads before hydrating (entry.client):
 * the page's locale bundle and the lazy pieces the server drew (named by their module's path
 * under app/). Fetched with the page's own modules, they cost no extra round trip. Modules the
 * build does not know are left out.
 */
export function modulePreloadLinks(locale: string, pieces: Iterable<string>): string {
  const chunks = clientManifest();
  return chunks ? preloadLinksFrom(chunks, locale, pieces) : "";
}

/** modulePreloadLinks over a given manifest. */
export function preloadLinksFrom(chunks: Record<string, ManifestChunk>, locale: string, pieces: Iterable<string>): string {
  return [...piecesFiles(chunks, [`kit/i18n/bundles/${locale}`, ...pieces])].map((file) => `<link rel="modulepreload" href="/${file}">`).join("");
}

/**
 * The manifest keys of a piece's chunk: its module's path; or, where the bundler made the piece's
 * dynamic import a shared chunk with no module of its own (keyed `_Name-hash.js`, as the portal
 * page's chunk is once other chunks import modules it holds), the chunk that holds the module (the
 * manifest's `modules`: a shared chunk is named for any of its modules, ADR 069); for a manifest
 * without them, the one such dynamic entry named as the piece's file.
 */
function pieceKeys(chunks: Record<string, ManifestChunk>, piece: string): string[] {
  // Asked on every page drawn: the manifest is read once, so is each piece's answer.
  let known = pieceKeysOf.get(chunks);
  if (!known) pieceKeysOf.set(chunks, (known = new Map()));
  let keys = known.get(piece);
  if (!keys) known.set(piece, (keys = findPieceKeys(chunks, piece)));
  return keys;
}

const pieceKeysOf = new WeakMap<Record<string, ManifestChunk>, Map<string, string[]>>();

function findPieceKeys(chunks: Record<string, ManifestChunk>, piece: string): string[] {
  const paths = [`app/${piece}.tsx`, `app/${piece}.ts`];
  const byPath = paths.filter((key) => key in chunks);
  if (byPath.length > 0) return byPath;
  const holding = Object.entries(chunks).filter(([, chunk]) => chunk.modules?.some((module) => paths.includes(module)));
  if (holding.length > 0) return holding.map(([key]) => key);
  const name = piece.slice(piece.lastIndexOf("/") + 1);
  const shared = Object.entries(chunks).filter(([key, chunk]) => key.startsWith("_") && chunk.isDynamicEntry && chunk.src === undefined && chunk.name === name);
  return shared.length === 1 ? [shared[0]![0]] : [];
}

/** The chunk files of the pieces named (modules under app/, without the extension), with what they import. */
function piecesFiles(chunks: Record<string, ManifestChunk>, pieces: Iterable<string>): Set<string> {
  const files = new Set<string>();
  for (const key of [...pieces].flatMap((piece) => pieceKeys(chunks, piece))) chunkFiles(chunks, key, files);
  return files;
}

/**
 * The `<meta>` naming the chunk files of the pieces drawn later: after the load event the browser
 * asks for all of them at once, rather than for each piece's only once the piece around it has
 * run. Empty when there are none, or no manifest.
 */
export function laterModulesMeta(pieces: Iterable<string>, locale: string): string {
  const chunks = clientManifest();
  return chunks ? laterModulesMetaFrom(chunks, pieces, FIRST_INTERACTION_MODULES, HYDRATION_MODULES(locale)) : "";
}

/**
 * What the page runs before it hydrates, named with the later pieces' files (ADR 064): the shell's
 * entry and the page's locale strings. Remix's module script imports the entry only once the route
 * modules have run, and the entry asks for the strings only once it runs: asked for with the rest
 * at the first paint, they are in by the load event instead of one after the other after it.
 */
export const HYDRATION_MODULES = (locale: string): string[] => ["entry.client", `kit/i18n/bundles/${locale}`];

/**
 * The code of a page's most likely first click, named after the later pieces' files (ADR 064): a
 * dropdown's menu and its icons (modules under app/, named as pieces are). Every dropdown loads
 * them when it first opens; fetched with the page's later files, a first click on the user menu,
 * the language or an entry opens the menu, not a spinner.
 */
export const FIRST_INTERACTION_MODULES = ["kit/lazy/antd/menu-code", "kit/lazy/dropdown-icons"] as const;

/**
 * laterModulesMeta over a given manifest, only with some pieces: `first` is named before the
 * pieces' files, `modules` after them. The browser asks for them in that order over its few
 * connections, so what runs first comes in first: the entry and its strings hydrate the root
 * while the portal page's files are still coming (ADR 069).
 */
export function laterModulesMetaFrom(chunks: Record<string, ManifestChunk>, pieces: Iterable<string>, modules: readonly string[] = [], first: readonly string[] = []): string {
  const named = [...pieces];
  if (named.length === 0) return "";
  const files = [...piecesFiles(chunks, [...first, ...named, ...modules])];
  return files.length > 0 ? `<meta name="${LATER_MODULES_META}" content="${files.map((file) => `/${file}`).join(" ")}">` : "";
}

/**
 * The inline script that asks for the files the later-modules meta names once the document's
 * first paint is on screen (ADR 064): they then no longer compete with that paint, and they are
 * in by the load event, after which the later piece has only to hydrate. It runs in the head
 * while the document is parsed (the shell's own module script runs only at the load event); the
 * paint is read from the browser's paint timing. A browser without it asks after the load
 * event, as the piece's own loader does. Each file is asked for once.
 */
export function laterModulesScript(nonce: string | undefined): string {
  const call = `(${askAtFirstPaint.toString()})(${askForModulesNamedIn.toString()},${JSON.stringify(LATER_MODULES_META)});`;
  return `<script${nonce ? ` nonce="${nonce}"` : ""}>${call}</script>`;
}

/** Calls `ask(meta)` once the document's first contentful paint is on screen; self-contained, written into the page as it is. */
function askAtFirstPaint(ask: (meta: string) => void, meta: string): void {
  if (typeof PerformanceObserver !== "function") return;
  try {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => entry.name === "first-contentful-paint")) return;
      observer.disconnect();
      ask(meta);
    });
    observer.observe({ type: "paint", buffered: true });
  } catch {
    // A browser that cannot observe paints asks after the load event, as the piece's own loader does.
  }
}
