import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ParticipantOrgSelect } from "#app/components/header/ParticipantOrgSelect";
import type { PortalIdentity, PortalOrg } from "#app/portal/portal-context";
import { PortalFrame, storyPortal } from "../../stories/fixtures/portal";
import { StoryRouter } from "../../stories/fixtures/router";
import { renderInPortal } from "./render";

const ORGS: PortalOrg[] = [
  { id: "po-1", name: "华东建设监理有限公司", type: "company", fullId: "po-1" },
  { id: "po-2", name: "沪东设计研究院", type: "company", fullId: "po-2" },
];

function renderSelect(identity: PortalIdentity, participantOrgs: PortalOrg[]) {
  const { context } = storyPortal();
  return renderInPortal(
    <StoryRouter actions={{}}>
      <PortalFrame context={{ ...context, identity, participantOrgs }}>
        <div role="banner" style={{ display: "flex", alignItems: "center" }}>
          <ParticipantOrgSelect />
        </div>
      </PortalFrame>
    </StoryRouter>,
  );
}

describe("participant-org select on demand", () => {
  it("a participant's select drawn in the browser: a placeholder of the select's size while its code loads, then the select", async () => {
    renderSelect({ type: "participant", externalEntityId: "participant-7", participantOrgId: "po-2" }, ORGS);
    const placeholder = await screen.findByRole("status", { name: "Loading…" });
    expect(placeholder.style.height).toBe("24px");
    expect(Number.parseFloat(placeholder.style.minHeight)).toBe(0);
    expect(placeholder.style.minWidth).toBe("160px");
    expect(await screen.findByRole("combobox", { name: "Participant org: 沪东设计研究院" })).toBeTruthy();
    expect(screen.queryByRole("status", { name: "Loading…" })).toBeNull();
  });

  it("the tenant identity or a one-org participant: no select and no placeholder", async () => {
    const tenant = renderSelect({ type: "tenant", externalEntityId: null, participantOrgId: null }, ORGS);
    expect(await screen.findByRole("banner")).toBeTruthy();
    expect(screen.queryByRole("combobox")).toBeNull();
    expect(screen.queryByRole("status")).toBeNull();
    tenant.unmount();
    renderSelect({ type: "participant", externalEntityId: "participant-7", participantOrgId: "po-1" }, ORGS.slice(0, 1));
    expect(await screen.findByRole("banner")).toBeTruthy();
    expect(screen.queryByRole("combobox")).toBeNull();
    expect(screen.queryByRole("status")).toBeNull();
  });
});
