import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ParticipantOrgSelect } from "#app/features/org-switch/ParticipantOrgSelect";
import type { PortalIdentity, PortalOrg } from "#app/shell/portal-context";
import { PortalFrame, storyPortal } from "../../stories/fixtures/portal";
import { StoryRouter } from "../../stories/fixtures/router";
import { renderInPortal } from "./render";

/** The select's code arrives when the test lets it: what the user does meanwhile meets the look-alike. */
const codeArrival = vi.hoisted(() => {
  let release = () => undefined as void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { arrived, release: () => release() };
});
vi.mock("#app/features/org-switch/ParticipantOrgChoice", async (importOriginal) => {
  await codeArrival.arrived;
  return importOriginal();
});

const ORGS: PortalOrg[] = [
  { id: "po-1", name: "华东建设监理有限公司", type: "company", fullId: "po-1" },
  { id: "po-2", name: "沪东设计研究院", type: "company", fullId: "po-2" },
];
const PARTICIPANT: PortalIdentity = { type: "participant", externalEntityId: "participant-7", participantOrgId: "po-2" };
const NAME = "Participant org: 沪东设计研究院";

function renderSelect(identity: PortalIdentity, participantOrgs: PortalOrg[]) {
  const { context } = storyPortal();
  const posted: Record<string, string>[] = [];
  const actions = {
    "/portal/session/identity": async ({ request }: { request: Request }) => {
      posted.push(Object.fromEntries([...(await request.formData()).entries()].map(([key, value]) => [key, String(value)])));
      return null;
    },
  };
  const view = renderInPortal(
    <StoryRouter actions={actions}>
      <PortalFrame context={{ ...context, identity, participantOrgs }}>
        <div role="banner" style={{ display: "flex", alignItems: "center" }}>
          <ParticipantOrgSelect />
        </div>
      </PortalFrame>
    </StoryRouter>,
  );
  return { ...view, posted };
}

/** An option of the select's open list (antd draws the list in a popup outside the banner). */
const option = (name: string) => document.body.querySelector<HTMLElement>(`.ant-select-item-option[title="${name}"]`);

describe("participant-org select, its code loaded on demand", () => {
  it("first drawn as the select's markup with the current org; reached from the keyboard before its code is in, it opens with the focus once it is", async () => {
    const user = userEvent.setup();
    renderSelect(PARTICIPANT, ORGS);
    const lookAlike = await screen.findByRole("combobox", { name: NAME });
    expect(screen.getByTitle("沪东设计研究院").textContent).toBe("沪东设计研究院");
    expect(lookAlike.getAttribute("aria-expanded")).toBe("false");

    await user.tab();
    expect(document.activeElement).toBe(lookAlike);
    await user.keyboard("{ArrowDown}");
    expect(option("华东建设监理有限公司")).toBeNull();

    codeArrival.release();
    await waitFor(() => expect(option("华东建设监理有限公司")).not.toBeNull());
    const select = screen.getByRole("combobox", { name: NAME });
    expect(select).not.toBe(lookAlike);
    expect(select.getAttribute("aria-expanded")).toBe("true");
    expect(document.activeElement).toBe(select);
  });

  it("reached with the pointer, the select is drawn in its place; pressed, its list opens and a choice is applied to the identity", async () => {
    const user = userEvent.setup();
    const { posted } = renderSelect(PARTICIPANT, ORGS);
    const lookAlike = await screen.findByRole("combobox", { name: NAME });
    await user.hover(lookAlike);
    await waitFor(() => expect(screen.getByRole("combobox", { name: NAME })).not.toBe(lookAlike));
    await user.click(screen.getByRole("combobox", { name: NAME }));
    await waitFor(() => expect(option("华东建设监理有限公司")).not.toBeNull());
    expect(screen.getByRole("combobox", { name: NAME }).getAttribute("aria-expanded")).toBe("true");
    await user.click(option("华东建设监理有限公司")!);
    await waitFor(() => expect(posted).toEqual([{ type: "participant", externalEntityId: "participant-7", participantOrgId: "po-1", returnTo: expect.any(String) as string }]));
  });

  it("the tenant identity or a one-org participant: no select", async () => {
    const tenant = renderSelect({ type: "tenant", externalEntityId: null, participantOrgId: null }, ORGS);
    expect(await screen.findByRole("banner")).toBeTruthy();
    expect(screen.queryByRole("combobox")).toBeNull();
    tenant.unmount();
    renderSelect({ ...PARTICIPANT, participantOrgId: "po-1" }, ORGS.slice(0, 1));
    expect(await screen.findByRole("banner")).toBeTruthy();
    expect(screen.queryByRole("combobox")).toBeNull();
  });
});
