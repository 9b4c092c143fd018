/**
 * The component registry (ARCHITECTURE §3): a plain map from the names used in layout
 * definitions to components. Generic over the component type, so this module has no
 * React; app/shell/component-map.tsx instantiates it with React components.
 */

export type Registry<C> = Readonly<Record<string, C>>;

export type ResolvedBy = "override" | "tenant" | "viewMode" | "default" | "fallback";

export interface LookupContext<C> {
  /** An explicit map that wins over everything (e.g. Storybook, a test). */
  override?: Readonly<Record<string, C>>;
  /** Tenant id: `${tenantKey}:${name}` entries are that tenant's components. */
  tenantKey?: string | undefined;
  /** View mode: `${viewMode}:${name}` entries are used in that view mode. */
  viewMode?: string | undefined;
}

/**
 * Builds a registry by spreading maps over the defaults; later maps win.
 * Returns a new object; the arguments are not changed.
 */
export function createRegistry<C>(defaults: Readonly<Record<string, C>>, ...overrides: Readonly<Record<string, C>>[]): Registry<C> {
  return Object.assign({}, defaults, ...overrides) as Registry<C>;
}

/**
 * Finds the component for a name. The lookup order, in this one place:
 *   1. `ctx.override[name]`                                → "override"
 *   2. `registry["<tenantKey>:<name>"]`                    → "tenant"
 *   3. `registry["<viewMode>:<name>"]`                     → "viewMode"
 *   4. `registry[name]`                                    → "default"
 *   5. `fallback` (the renderer's visible "unknown component") → "fallback"
 * Only own properties count, so names like "constructor" or "__proto__" fall back.
 * Never throws.
 */
export function lookupComponent<C>(
  registry: Registry<C>,
  name: string,
  ctx: LookupContext<NoInfer<C>>,
  fallback: NoInfer<C>,
): { component: C; resolvedBy: ResolvedBy } {
  const own = (map: Readonly<Record<string, C>> | undefined, key: string): C | undefined =>
    map !== undefined && Object.hasOwn(map, key) ? map[key] : undefined;

  const candidates: [string | undefined, Readonly<Record<string, C>> | undefined, ResolvedBy][] = [
    [name, ctx.override, "override"],
    [ctx.tenantKey ? `${ctx.tenantKey}:${name}` : undefined, registry, "tenant"],
    [ctx.viewMode ? `${ctx.viewMode}:${name}` : undefined, registry, "viewMode"],
    [name, registry, "default"],
  ];
  for (const [key, map, resolvedBy] of candidates) {
    if (key === undefined) continue;
    const component = own(map, key);
    if (component !== undefined) return { component, resolvedBy };
  }
  return { component: fallback, resolvedBy: "fallback" };
}

/** Names a registry can render without a fallback: the plain (unprefixed) keys. */
export function registeredNames(registry: Registry<unknown>): string[] {
  return Object.keys(registry).filter((key) => !key.includes(":"));
}
