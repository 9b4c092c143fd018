import type { Meta, StoryObj } from "@storybook/react";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { ParticipantOrgSelect } from "#app/features/org-switch/ParticipantOrgSelect";
import type { PortalType } from "#app/layout/types";
import type { PortalIdentity, PortalOrg } from "#app/shell/portal-context";
import { PortalFrame, storyPortal, type DemoTenantKey } from "../fixtures/portal";
import { StoryRouter } from "../fixtures/router";

interface Args {
  tenant: DemoTenantKey;
  portalType: PortalType;
  /** The orgs of the participant the user acts as. */
  participantOrgs: PortalOrg[];
}

const SUPERVISION: PortalOrg = { id: "po-1", name: "华东建设监理有限公司", type: "company", fullId: "po-1" };
const DESIGN: PortalOrg = { id: "po-2", name: "沪东设计研究院", type: "company", fullId: "po-2" };

/**
 * The participant-org dropdown of the header (SPEC §2 Layout) for a user acting as a
 * participant. Choosing another org posts it to /portal/session/identity; the story's
 * stand-in for that route applies it as the portal's reload would.
 */
function ParticipantStory({ tenant, portalType, participantOrgs }: Args) {
  const { context } = storyPortal({ tenant, portalType });
  const [identity, setIdentity] = useState<PortalIdentity>({ type: "participant", externalEntityId: "participant-7", participantOrgId: participantOrgs[0]?.id ?? null });
  const actions = {
    "/portal/session/identity": async ({ request }: { request: Request }) => {
      const form = await request.formData();
      setIdentity({ type: "participant", externalEntityId: String(form.get("externalEntityId")), participantOrgId: String(form.get("participantOrgId")) });
      return null;
    },
  };
  const { header } = context.plan;
  return (
    <StoryRouter actions={actions}>
      <PortalFrame context={{ ...context, identity, participantOrgs }}>
        <div role="banner" style={{ background: header.colors.background, color: header.colors.text, height: header.height, display: "flex", alignItems: "center", padding: "0 16px" }}>
          <ParticipantOrgSelect />
          <span style={{ marginLeft: 16 }}>{header.title}</span>
        </div>
      </PortalFrame>
    </StoryRouter>
  );
}

const meta: Meta<Args> = {
  title: "Identity/Participant org select",
  subcomponents: { ParticipantOrgSelect },
  args: { tenant: "zhongjian", portalType: "Classic", participantOrgs: [SUPERVISION, DESIGN] },
  render: (args) => <ParticipantStory {...args} />,
};
export default meta;
type Story = StoryObj<Args>;

const label = (name: string) => new RegExp(`^(参建单位：|Participant org: |Deltagande organisation: )${name}$`);

/**
 * Two orgs: the current one is named; choosing the other applies it. Until the pointer or the
 * focus reaches it, the page draws the select's markup alone (the select's code loads then).
 */
export const TwoOrgs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lookAlike = canvas.getByRole("combobox", { name: label(SUPERVISION.name) });
    await expect(canvas.getByTitle(SUPERVISION.name)).toBeTruthy();
    await userEvent.hover(lookAlike);
    const select = await waitFor(() => {
      const drawn = canvas.getByRole("combobox", { name: label(SUPERVISION.name) });
      if (drawn === lookAlike) throw new Error("the select is not drawn yet");
      return drawn;
    });
    await userEvent.click(select);
    const option = await waitFor(() => {
      const found = document.body.querySelector<HTMLElement>(`.ant-select-item-option[title="${DESIGN.name}"]`);
      if (!found) throw new Error("the options are not open yet");
      return found;
    });
    await userEvent.click(option);
    await waitFor(() => expect(canvas.getByRole("combobox", { name: label(DESIGN.name) })).toBeTruthy());
  },
};

/** One org: nothing to choose, so no dropdown. */
export const OneOrg: Story = {
  args: { tenant: "acme", portalType: "Simple", participantOrgs: [DESIGN] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Acme Project Portal")).toBeTruthy();
    await expect(canvas.queryByRole("combobox")).toBeNull();
  },
};
