import type { Meta, StoryObj } from "@storybook/react";
import { expect, userEvent, within } from "storybook/test";
import { SchemaForm } from "#app/features/admin-console/schema-form/SchemaForm";
import type { FieldFault } from "#app/features/admin-console/schema-form/field-errors.rules";
import type { FormSchemaName } from "#app/features/admin-console/schema-form/schema-fields.rules";
import { DEMO_TENANTS } from "../fixtures/portal";
import { ConsoleFrame, consoleText } from "./fixtures";

interface Args {
  schema: FormSchemaName;
  value: Record<string, unknown>;
  faults: FieldFault[];
  showAllFaults: boolean;
}

const COLOUR_FAULT: FieldFault = { pointer: "/headerBgColor", messageKey: "adminConsole.errors.colour", params: {}, message: "pattern" };

/**
 * The console's schema form (ADR 020, ADR 056): the fields in the schema's groups, each a section
 * that folds, a filter by title in the admin's language, the system name per language, and
 * faults only where the admin has been or after a publish attempt. It makes no request.
 */
const meta: Meta<Args> = {
  title: "Admin console/Schema form",
  subcomponents: { SchemaForm },
  args: { schema: "header-theme", value: DEMO_TENANTS.zhongjian.theme as Record<string, unknown>, faults: [], showAllFaults: false },
  render: ({ schema, value, faults, showAllFaults }) => (
    <ConsoleFrame>
      <div style={{ background: "#fff", padding: 24, maxWidth: 760 }}>
        <SchemaForm key={`${schema}-${String(showAllFaults)}`} schema={schema} value={value} faults={faults} onChange={() => undefined} showAllFaults={showAllFaults} />
      </div>
    </ConsoleFrame>
  ),
};
export default meta;
type Story = StoryObj<Args>;

/** The header theme in its six sections: brand, colours, background, menu, watermark, behaviour. */
export const HeaderThemeGroups: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    for (const group of ["brand", "colours", "background", "menu", "watermark", "behaviour"]) {
      await expect(canvas.getByRole("button", { name: consoleText(globals, `schemaForm.groups.${group}`) })).toHaveAttribute("aria-expanded", "true");
    }
  },
};

/** The filter finds nothing and says so. */
export const FilterWithoutMatch: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("searchbox", { name: consoleText(globals, "schemaForm.filter.label") }), "zebra");
    await expect(await canvas.findByText(consoleText(globals, "schemaForm.filter.none", { query: "zebra" }))).toBeVisible();
  },
};

/** The filter leaves the logo's fields, in the Brand section. */
export const FilterOnLogo: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const logo = consoleText(globals, "fields.header-theme.systemLogoUrl.title");
    await userEvent.type(canvas.getByRole("searchbox", { name: consoleText(globals, "schemaForm.filter.label") }), logo);
    await expect(canvas.getByLabelText(logo)).toBeVisible();
    await expect(canvas.getByLabelText(consoleText(globals, "fields.header-theme.themeColor.title"))).not.toBeVisible();
  },
};

/** Scene params, grouped by their schema too. */
export const SceneParamsGroups: Story = {
  args: { schema: "scene-params", value: { helpCenterShow: true, headerExtendEntrys: [{ code: "bim", name: "BIM 中心", url: "https://bim.example.com/" }] } },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole("button", { name: consoleText(globals, "schemaForm.groups.userMenu") })).toBeVisible();
  },
};

/** A fault on a field the admin has not touched is not shown yet. */
export const FaultNotTouched: Story = {
  args: { value: {}, faults: [COLOUR_FAULT] },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).queryByText(consoleText(globals, "errors.colour"))).toBeNull();
  },
};

/** After a publish attempt every fault shows. */
export const FaultAfterPublishAttempt: Story = {
  args: { value: {}, faults: [COLOUR_FAULT], showAllFaults: true },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(consoleText(globals, "errors.colour"))).toBeVisible();
  },
};

/** The system name in each language, in the Brand section. */
export const SystemNamePerLanguage: Story = {
  args: { value: { ...(DEMO_TENANTS.zhongjian.theme as Record<string, unknown>), systemNameAllLang: { en: "CSCEC Digital Project Platform", "sv-SE": "CSCEC digital projektplattform" } } },
  play: async ({ canvasElement, globals }) => {
    const group = within(within(canvasElement).getByRole("group", { name: consoleText(globals, "fields.header-theme.systemNameAllLang.title") }));
    await expect(group.getByLabelText(consoleText(globals, "schemaForm.languages.en"))).toHaveValue("CSCEC Digital Project Platform");
  },
};
