import type { ComponentType } from "react";
import type { PlanItem } from "#app/layout/types";

/** Props every component the layout engine can place receives. */
export interface PlacedProps {
  item: PlanItem;
  /** The plan region the item sits in, e.g. "header.right". */
  region: string;
}

export type PlacedComponent = ComponentType<PlacedProps>;
