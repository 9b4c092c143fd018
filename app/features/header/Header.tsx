import { PlacedItem } from "#app/shell/component-map";
import { usePlan } from "#app/shell/stores";

/**
 * The header region as the shell draws it: the plan's header component (`ClassicHeader`,
 * `SimpleHeader`, or whatever a tenant's layout override names) through the registry, so an
 * unknown name shows the registry's visible fallback as in any other region (ADR 004). For
 * the stories and tests that show the header on its own.
 */
export function Header() {
  const { plan } = usePlan();
  if (!plan.header.visible) return null;
  return <PlacedItem item={{ id: "header", component: plan.header.component, props: {} }} region="header" />;
}
