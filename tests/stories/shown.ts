import { Header } from "#app/features/header/Header";
import { DEFAULT_COMPONENTS } from "#app/shell/component-map";
import type { LayoutPlan, PortalType } from "#app/layout/types";
import { PortalProvider, type PortalContextValue } from "#app/shell/portal-context";

/**
 * What a shown story put on the page, read from its React tree: which registry components it
 * showed, whether each drew something a user can see, and under which tenant and portal type.
 * The story checks (tests/stories/story-checks.ts) prove the Storybook coverage rules with it.
 */

interface Fiber {
  tag: number;
  type: unknown;
  elementType: unknown;
  memoizedProps: unknown;
  stateNode: unknown;
  child: Fiber | null;
  sibling: Fiber | null;
}

const HOST_COMPONENT = 5;
const HOST_TEXT = 6;

/** Registry component → its registry names. */
const REGISTRY_NAMES = new Map<unknown, string[]>();
for (const [name, component] of Object.entries(DEFAULT_COMPONENTS)) REGISTRY_NAMES.set(component, [...(REGISTRY_NAMES.get(component) ?? []), name]);

export interface Shown {
  /** A registry name, or "Header" for the whole header. */
  name: string;
  /** It drew something a user can see (an element or text), not only null. */
  visible: boolean;
  inHeader: boolean;
  tenantId: string | undefined;
  portalType: PortalType | undefined;
  plan: LayoutPlan | undefined;
}

/** The current HostRoot fiber of every React root mounted on <body> or a child of it (the story's canvas among them). */
export function reactRoots(body: HTMLElement = document.body): Fiber[] {
  const roots: Fiber[] = [];
  for (const element of [body, ...Array.from(body.children)]) {
    const key = Object.keys(element).find((k) => k.startsWith("__reactContainer$"));
    if (!key) continue;
    const initial = (element as unknown as Record<string, Fiber>)[key];
    const current = (initial?.stateNode as { current?: Fiber } | undefined)?.current ?? initial;
    if (current) roots.push(current);
  }
  return roots;
}

/** The fiber's subtree has an element or some text. */
export function drawsSomething(fiber: Fiber): boolean {
  const stack: Fiber[] = fiber.child ? [fiber.child] : [];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (next.tag === HOST_COMPONENT) return true;
    if (next.tag === HOST_TEXT && String(next.memoizedProps ?? "").trim() !== "") return true;
    if (next.sibling) stack.push(next.sibling);
    if (next.child) stack.push(next.child);
  }
  return false;
}

/** The registry components (and headers) in the shown trees, with the portal context they sit in. */
export function shownComponents(roots: Fiber[]): Shown[] {
  const shown: Shown[] = [];
  type Frame = { fiber: Fiber; portal: PortalContextValue | undefined; inHeader: boolean };
  const stack: Frame[] = roots.map((fiber) => ({ fiber, portal: undefined, inHeader: false }));
  while (stack.length > 0) {
    const { fiber, portal: outer, inHeader: outerHeader } = stack.pop()!;
    let portal = outer;
    let inHeader = outerHeader;
    if (fiber.type === PortalProvider) portal = (fiber.memoizedProps as { value: PortalContextValue }).value;
    const record = (name: string) =>
      shown.push({ name, visible: drawsSomething(fiber), inHeader, tenantId: portal?.tenant?.id, portalType: portal?.plan.portalType, plan: portal?.plan });
    if (fiber.type === Header) {
      record("Header");
      inHeader = true;
    } else {
      for (const name of REGISTRY_NAMES.get(fiber.type) ?? REGISTRY_NAMES.get(fiber.elementType) ?? []) record(name);
    }
    if (fiber.sibling) stack.push({ fiber: fiber.sibling, portal: outer, inHeader: outerHeader });
    if (fiber.child) stack.push({ fiber: fiber.child, portal, inHeader });
  }
  return shown;
}
