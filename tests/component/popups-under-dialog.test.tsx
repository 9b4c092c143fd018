import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { useRef, useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { LanguageSwitch } from "#app/features/header/LanguageSwitch";
import { OrgPopover } from "#app/features/org-switch/OrgPopover";
import { activateBlockingDialogWatch } from "#app/kit/react/blocking-dialog";
import { renderInPortal } from "./render";

/** A re-login dialog as antd draws one: a modal dialog in the body. */
async function openBlockingDialog(): Promise<() => void> {
  const dialog = document.createElement("div");
  dialog.setAttribute("role", "dialog");
  dialog.setAttribute("aria-modal", "true");
  dialog.textContent = "Sign in again";
  await act(async () => {
    document.body.append(dialog);
  });
  return () => dialog.remove();
}

function OrgButtonWithPopover() {
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button ref={anchor} type="button" aria-expanded={open} onClick={() => setOpen(true)}>
        Organisation
      </button>
      <OrgPopover id="orgs" open={open} anchor={anchor} onClose={() => setOpen(false)}>
        <input aria-label="Search organisations" />
      </OrgPopover>
    </>
  );
}

describe("header popups under a blocking dialog (SPEC §2 dialogs): they close, nothing lies over the dialog's text", () => {
  let stopWatch: () => void = () => undefined;
  afterEach(() => stopWatch());

  it("the language menu closes when a blocking dialog opens", async () => {
    stopWatch = activateBlockingDialogWatch();
    renderInPortal(<LanguageSwitch currentPath="/portal/1/" />, "en");
    fireEvent.click(screen.getByRole("button", { name: /^Language/ }));
    const menu = await screen.findByRole("menu");
    expect(menu.closest(".ant-dropdown-hidden")).toBeNull();
    const close = await openBlockingDialog();
    await waitFor(() => expect(menu.closest(".ant-dropdown-hidden")).not.toBeNull());
    close();
  });

  it("the organisation panel closes when a blocking dialog opens", async () => {
    stopWatch = activateBlockingDialogWatch();
    renderInPortal(<OrgButtonWithPopover />, "en");
    const button = screen.getByRole("button", { name: "Organisation" });
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute("aria-expanded")).toBe("true"));
    expect(screen.getByRole("textbox", { name: "Search organisations" })).toBeTruthy();
    const close = await openBlockingDialog();
    await waitFor(() => expect(button.getAttribute("aria-expanded")).toBe("false"));
    expect(screen.queryByRole("textbox", { name: "Search organisations" })).toBeNull();
    close();
  });
});
