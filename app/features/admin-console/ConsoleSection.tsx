import type { ComponentType } from "react";
import { AnnouncementsSection } from "./announcements-section/AnnouncementsSection";
import { AppsSection } from "./apps-section/AppsSection";
import type { ConsoleSectionKey } from "./console-sections";
import { EntriesSection } from "./entries-section/EntriesSection";
import { LayoutSection } from "./layout-section/LayoutSection";
import { AuditSection, BrandingSection, SceneParamsSection } from "./sections";
import { TransferSection } from "./transfer-section/TransferSection";
import { WatermarkSection } from "./watermark-section/WatermarkSection";

const SECTIONS: Record<ConsoleSectionKey, ComponentType> = {
  branding: BrandingSection,
  "scene-params": SceneParamsSection,
  layout: LayoutSection,
  watermark: WatermarkSection,
  entries: EntriesSection,
  apps: AppsSection,
  announcements: AnnouncementsSection,
  transfer: TransferSection,
  audit: AuditSection,
};

/**
 * One section of the tenant admin console (ADR 022), by its key. The sections, their forms and
 * tables (ProComponents) are one piece of their own, loaded by the console's routes only
 * (console-section-piece.ts, ADR 044).
 */
export function ConsoleSection({ section }: { section: ConsoleSectionKey }) {
  const Section = SECTIONS[section];
  return <Section />;
}
