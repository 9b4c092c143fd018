import type { ComponentType } from "react";
import type { PlanItem } from "#app/layout/types";

/** Props every component the layout engine can place receives. */
export interface PlacedProps {
  item: PlanItem;
  /** The plan region the item sits in, e.g. "header.right". */
  region: string;
  /**
   * Draws a plan item through the registry (its PlacedItem), for a component that holds items
   * of its own, such as the side toolbar: given, not imported, so the registry that lists the
   * container and the container that draws items do not import each other.
   */
  Place?: ComponentType<PlacedProps>;
}

export type PlacedComponent = ComponentType<PlacedProps>;
