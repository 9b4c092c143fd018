import type { ConfigKind } from "#app/platform-api/tenant-config";
import { changedPointers } from "./config-diff.rules";
import type { ConsoleSectionKey } from "./console-sections";

/**
 * Which console section a field of a tenant config belongs to, and what a Publish from a
 * section publishes (ADR 054). One draft per kind is shared by the sections that edit it: the
 * header theme is Branding's, but its watermark fields are the Watermark section's (SPEC §3
 * Header theme watermarkSwitch, watermarkTemplate, watermarkScopeType, watermarkScope). Pure.
 */

/** The header theme's fields the Watermark section edits. */
export const WATERMARK_FIELDS = ["watermarkSwitch", "watermarkTemplate", "watermarkScopeType", "watermarkScope"] as const;

/** The section that edits each kind, for the fields no other section claims. */
const KIND_SECTION: Record<ConfigKind, ConsoleSectionKey> = {
  "header-theme": "branding",
  "nav-logo-and-name": "branding",
  "scene-params": "scene-params",
  "layout-override": "layout",
};

/** Fields of a kind another section edits, by top-level property. */
const FIELD_SECTIONS: Partial<Record<ConfigKind, Readonly<Record<string, ConsoleSectionKey>>>> = {
  "header-theme": Object.fromEntries(WATERMARK_FIELDS.map((field) => [field, "watermark"])),
};

/** The section whose editor a kind opens in (Branding for the header theme). */
export function homeSectionOf(kind: ConfigKind): ConsoleSectionKey {
  return KIND_SECTION[kind];
}

/** The section a field of a kind belongs to; `pointer` is the field's JSON pointer (its top-level property decides). */
export function sectionOfField(kind: ConfigKind, pointer: string): ConsoleSectionKey {
  const top = pointer.slice(1).split("/")[0]?.replace(/~1/g, "/").replace(/~0/g, "~") ?? "";
  return FIELD_SECTIONS[kind]?.[top] ?? KIND_SECTION[kind];
}

/** What a Publish from `section` would publish: every changed field, those of the section, and the others with their section. */
export interface PublishPlan {
  /** Every top-level field the draft changes against the live value (what "publish all" publishes). */
  changed: string[];
  /** The changed fields of this section (what "only this section's fields" publishes). */
  own: string[];
  /** The changed fields of other sections, each with its section. */
  others: { pointer: string; section: ConsoleSectionKey }[];
}

/** The plan of a Publish of `kind` from `section`, the draft against the live value. */
export function publishPlan(kind: ConfigKind, section: ConsoleSectionKey, live: unknown, draft: unknown): PublishPlan {
  const changed = changedPointers(live, draft);
  const own: string[] = [];
  const others: PublishPlan["others"] = [];
  for (const pointer of changed) {
    const owner = sectionOfField(kind, pointer);
    if (owner === section) own.push(pointer);
    else others.push({ pointer, section: owner });
  }
  return { changed, own, others };
}
