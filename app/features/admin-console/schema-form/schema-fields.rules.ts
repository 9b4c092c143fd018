/**
 * The JSON-Schema → form bridge's mapping (ADR 020: the console builds its forms from
 * schemas/, ARCHITECTURE §4): each property of a config schema becomes one field spec that
 * names its widget, its i18n keys and its bounds. Pure; the React side is SchemaForm.tsx.
 */

/** The config schemas the console edits (by file name without `.schema.json`). */
export const FORM_SCHEMAS = ["header-theme", "nav-logo-and-name", "scene-params"] as const;
export type FormSchemaName = (typeof FORM_SCHEMAS)[number];

/**
 * switch: a boolean. flag: a 0/1 integer that switches something on (SPEC §3 Header theme
 * watermarkSwitch, filterSwitch). select: an enum, with a label per value. number: with the
 * schema's minimum and maximum. color: a CSS colour (antd ColorPicker beside its text).
 * url: an address. image: the address of a picture (a logo, a background), typed or uploaded.
 * text: any other string. list: an array of objects, each item's fields
 * from the item schema. texts: a text per locale (an object named …AllLang, SPEC §3
 * nameAllLang and its kin; ADR 056), one input per locale the schema names.
 */
export type FieldWidget = "switch" | "flag" | "select" | "number" | "color" | "url" | "image" | "text" | "list" | "texts";

export interface FieldOption {
  value: string | number;
  labelKey: string;
}

export interface FieldSpec {
  /** The property's name. */
  name: string;
  widget: FieldWidget;
  titleKey: string;
  helpKey: string;
  options?: FieldOption[];
  min?: number;
  max?: number;
  integer?: boolean;
  /** The schema's default: what the portal uses while the property is absent. */
  default?: unknown;
  /** A list's item fields. */
  item?: FieldSpec[];
  /** A texts field's locales, in the schema's order. */
  locales?: string[];
  /** In its schema's (or item schema's) `required`: the form marks it (antd's required mark). */
  required?: boolean;
  /** Its group in the form: the property's `x-group` annotation (ADR 056); absent when it has none. */
  group?: string;
}

/** The parts of a JSON Schema the bridge reads. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: readonly unknown[];
  minimum?: number;
  maximum?: number;
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  $defs?: Record<string, JsonSchema>;
  required?: readonly string[];
  /** The console form's group of a property (ADR 056): a key of `adminConsole.schemaForm.groups`. */
  "x-group"?: string;
  /** At a schema's root: the order of its groups in the form (ADR 056). */
  "x-groups"?: readonly string[];
}

interface Override {
  widget: FieldWidget;
  min?: number;
  max?: number;
}

/**
 * Explicit widgets, where the type alone would choose wrongly: headerBgType is a 0/1 enum
 * that picks between two backgrounds, not a switch; subAppKeepAliveMax is written as
 * integer or string and counts the viewports 1–5 (SPEC §9); an entry's openType is a code.
 */
const OVERRIDES: Record<string, Override> = {
  "header-theme#headerBgType": { widget: "select" },
  "scene-params#subAppKeepAliveMax": { widget: "number", min: 1, max: 5 },
  "scene-params#entry.openType": { widget: "text" },
};

const COLOR_REF = "#/$defs/color";

function typesOf(schema: JsonSchema): string[] {
  return Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
}

function isZeroOneEnum(values: readonly unknown[] | undefined): boolean {
  return Array.isArray(values) && values.length === 2 && values.includes(0) && values.includes(1);
}

/** The referenced definition of a local `$ref` (`#/$defs/<name>`), or undefined. */
function referenced(root: JsonSchema, ref: string | undefined): { name: string; schema: JsonSchema } | undefined {
  const name = ref?.startsWith("#/$defs/") ? ref.slice("#/$defs/".length) : undefined;
  const schema = name ? root.$defs?.[name] : undefined;
  return name && schema ? { name, schema } : undefined;
}

/**
 * A property's widget, in one order: explicit override (OVERRIDES, by schema and property)
 * → the schema's own colour definition (`$ref: #/$defs/color`) → the property's name (url or …Url:
 * an address, …LogoUrl/…ImgUrl/…ImageUrl/…IconUrl: a picture's address, …Color: a colour) → its type (boolean: switch; 0/1 integer enum: flag; other
 * enum: select; number or integer: number; string: text; array of objects: list). Anything
 * else throws, naming the property, its type and the schema: a schema the console cannot edit
 * is a programming error to fix, never a field silently left out.
 */
export function widgetOf(schemaName: string, key: string, property: JsonSchema, itemType?: JsonSchema): FieldWidget {
  const override = OVERRIDES[`${schemaName}#${key}`];
  if (override) return override.widget;
  if (property.$ref === COLOR_REF) return "color";
  const types = typesOf(property);
  const name = key.split(".").pop() ?? key;
  if (types.includes("string") && /(^icon|^image|Logo|Img|Image|Icon)Url$/.test(name)) return "image";
  if (types.includes("string") && /(^url|Url)$/.test(name)) return "url";
  if (types.includes("string") && /Color$/.test(name)) return "color";
  if (types.length === 1 && types[0] === "boolean") return "switch";
  if (types.length === 1 && types[0] === "integer" && isZeroOneEnum(property.enum)) return "flag";
  if (property.enum) return "select";
  if (types.length === 1 && (types[0] === "number" || types[0] === "integer")) return "number";
  if (types.length === 1 && types[0] === "string") return "text";
  if (types.length === 1 && types[0] === "array" && itemType && typesOf(itemType).includes("object")) return "list";
  if (types.length === 1 && types[0] === "object" && /AllLang$/.test(name) && property.properties) return "texts";
  throw new Error(`No form widget for property "${key}" (type ${JSON.stringify(property.type ?? property.$ref ?? null)}) of schema ${schemaName}`);
}

/** Where a property's texts are: `adminConsole.fields.<schema>.<property>` (a definition's: `adminConsole.defs.<schema>.<definition>.<property>`). */
function textBase(schemaName: string, scope: string | null, name: string): string {
  return scope ? `adminConsole.defs.${schemaName}.${scope}.${name}` : `adminConsole.fields.${schemaName}.${name}`;
}

function fieldsOf(schemaName: string, root: JsonSchema, object: JsonSchema, scope: string | null, depth: number): FieldSpec[] {
  return Object.entries(object.properties ?? {}).map(([name, declared]) => {
    const key = scope ? `${scope}.${name}` : name;
    const base = textBase(schemaName, scope, name);
    const ref = referenced(root, declared.$ref);
    const property = ref && declared.$ref !== COLOR_REF ? { ...ref.schema, ...declared } : declared;
    const itemRef = referenced(root, property.items?.$ref);
    const itemType = itemRef?.schema ?? property.items;
    const widget = widgetOf(schemaName, key, property, itemType);
    const override = OVERRIDES[`${schemaName}#${key}`];
    const spec: FieldSpec = { name, widget, titleKey: `${base}.title`, helpKey: `${base}.help` };
    if (property.default !== undefined) spec.default = property.default;
    if (object.required?.includes(name)) spec.required = true;
    if (typeof declared["x-group"] === "string") spec.group = declared["x-group"];
    if (widget === "texts") spec.locales = Object.keys(property.properties ?? {});
    if (widget === "select") spec.options = (property.enum ?? []).map((value) => ({ value: value as string | number, labelKey: `${base}.options.${String(value)}` }));
    if (widget === "number") {
      const min = override?.min ?? property.minimum;
      const max = override?.max ?? property.maximum;
      if (min !== undefined) spec.min = min;
      if (max !== undefined) spec.max = max;
      spec.integer = typesOf(property).includes("integer");
    }
    // A recursive definition (an entry's children are entries) stops unfolding after a few levels.
    if (widget === "list" && itemType) spec.item = depth < MAX_DEPTH ? fieldsOf(schemaName, root, itemType, itemRef?.name ?? `${key}Item`, depth + 1) : [];
    return spec;
  });
}

/** How deep lists of lists unfold (an entry's children's children). */
const MAX_DEPTH = 3;

/** The fields of a config schema, one per property, in the schema's order. Throws as widgetOf does. */
export function schemaFields(schemaName: FormSchemaName, schema: JsonSchema): FieldSpec[] {
  return fieldsOf(schemaName, schema, schema, null, 0);
}

/** A titled group of the form's fields (ADR 056): the key names its title, `adminConsole.schemaForm.groups.<key>`. */
export interface FieldGroup {
  key: string;
  titleKey: string;
  fields: FieldSpec[];
}

/** The group of the fields a schema leaves without `x-group`, when others have one. */
export const OTHER_GROUP = "other";

/**
 * The fields in their groups: the groups in the order the schema's root `x-groups` gives, then any
 * other group where its first field is; the fields of a group in the schema's order. A field
 * without `x-group` is in the "other" group. A schema none of whose properties has a group
 * gives null: the form draws its fields without sections.
 */
export function fieldGroups(fields: readonly FieldSpec[], order: readonly string[] = []): FieldGroup[] | null {
  if (!fields.some((field) => field.group)) return null;
  const groups = new Map<string, FieldSpec[]>(order.map((key) => [key, []]));
  for (const field of fields) {
    const key = field.group ?? OTHER_GROUP;
    groups.set(key, [...(groups.get(key) ?? []), field]);
  }
  return [...groups].filter(([, grouped]) => grouped.length > 0).map(([key, grouped]) => ({ key, titleKey: `adminConsole.schemaForm.groups.${key}`, fields: grouped }));
}

/** Every i18n key a schema's fields need (titles, help texts, option labels), nested lists included, once each. */
export function fieldTextKeys(fields: readonly FieldSpec[]): string[] {
  const keys = new Set<string>();
  const visit = (list: readonly FieldSpec[]) => {
    for (const field of list) {
      keys.add(field.titleKey);
      keys.add(field.helpKey);
      for (const option of field.options ?? []) keys.add(option.labelKey);
      if (field.group) keys.add(`adminConsole.schemaForm.groups.${field.group}`);
      if (field.item) visit(field.item);
    }
  };
  visit(fields);
  return [...keys];
}
