import type { Meta, StoryObj } from "@storybook/react";
import { expect, userEvent, within } from "storybook/test";
import { APP_CHECK_PATH, type AppCheckAnswer } from "#app/features/admin-console/app-check/app-check.client";
import { AppCheckFindings, type AppCheckState } from "#app/features/admin-console/app-check/AppCheckFindings";
import { AppForm } from "#app/features/admin-console/apps-section/AppForm";
import { ConsoleFrame, consoleText } from "./fixtures";

const PORTAL = "https://portal.example";
/** A button's name as antd draws it: a space may be put between two Chinese characters (检 查). */
const buttonName = (text: string) => new RegExp(`^${[...text].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("\\s?")}$`);

/** Three refusals of the kinds ADR 060 names, as the server answers them (the console words them from their code). */
const REFUSED: AppCheckAnswer = {
  url: "https://apps.customer.example/diary/",
  hosting: "inPage",
  findings: [
    { code: "corsMissing", severity: "error", params: { url: "https://apps.customer.example/diary/", portalOrigin: PORTAL }, message: "" },
    { code: "corsMissing", severity: "error", params: { url: "https://apps.customer.example/diary/app.js", portalOrigin: PORTAL }, message: "" },
    { code: "notConnected", severity: "error", params: { url: "https://apps.customer.example/diary/app.css", host: "apps.customer.example", reason: "ECONNREFUSED" }, message: "" },
  ],
};
const FRAMING: AppCheckAnswer = {
  url: "https://reports.customer.example/",
  hosting: "framed",
  findings: [
    { code: "framingDenied", severity: "error", params: { url: "https://reports.customer.example/", portalOrigin: PORTAL }, message: "" },
    { code: "notHtml", severity: "warning", params: { url: "https://reports.customer.example/", contentType: "application/pdf" }, message: "" },
  ],
};
const PASSED: AppCheckAnswer = { url: "https://apps.customer.example/diary/", hosting: "inPage", findings: [] };

interface Args {
  state: AppCheckState;
}

/**
 * What the check of an app's entry found (ADR 060), as the app form shows it under the entry
 * field: each finding with its severity and what to change, a pass, a check under way, and a
 * check that could not be made.
 */
const meta: Meta<Args> = {
  title: "Admin console/App entry check",
  subcomponents: { AppCheckFindings, AppForm },
  render: ({ state }) => (
    <ConsoleFrame>
      <div style={{ maxWidth: 640, padding: 24, background: "#fff" }}>
        <AppCheckFindings id="entry-check" state={state} />
      </div>
    </ConsoleFrame>
  ),
};
export default meta;
type Story = StoryObj<Args>;

export const Refusals: Story = {
  args: { state: { status: "done", answer: REFUSED } },
  play: async ({ canvasElement, globals }) => {
    const alert = await within(canvasElement).findByRole("alert");
    await expect(alert.textContent).toContain(consoleText(globals, "appCheck.findings.corsMissing", { url: REFUSED.url, portalOrigin: PORTAL }));
    await expect(within(alert).getAllByRole("listitem")).toHaveLength(3);
  },
};

export const FramingRefused: Story = {
  args: { state: { status: "done", answer: FRAMING } },
  play: async ({ canvasElement, globals }) => {
    const alert = await within(canvasElement).findByRole("alert");
    await expect(alert.textContent).toContain(consoleText(globals, "appCheck.findings.framingDenied", { url: FRAMING.url, portalOrigin: PORTAL }));
  },
};

export const Passed: Story = {
  args: { state: { status: "done", answer: PASSED } },
  play: async ({ canvasElement, globals }) => {
    const status = await within(canvasElement).findByRole("status");
    await expect(status.textContent).toBe(consoleText(globals, "appCheck.passed", { url: PASSED.url, hosting: consoleText(globals, "appCheck.hosting.inPage") }));
    await expect(within(canvasElement).queryByRole("alert")).toBeNull();
  },
};

export const Checking: Story = { args: { state: { status: "checking" } } };

export const CheckNotMade: Story = { args: { state: { status: "failed", message: "操作过于频繁，请在 12 秒后重试。" } } };

/** The app form: an entry whose check refuses it, checked at 检查; saving would ask once (仍然保存). */
export const InTheAppForm: Story = {
  beforeEach: () => {
    const original = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url, window.location.href);
      if (url.pathname === APP_CHECK_PATH) return Response.json({ success: true, data: REFUSED });
      return original(input, init);
    };
    return () => {
      globalThis.fetch = original;
    };
  },
  render: () => (
    <ConsoleFrame>
      <AppForm app={null} open onOpenChange={() => undefined} onSaved={() => undefined} />
    </ConsoleFrame>
  ),
  play: async ({ globals }) => {
    const dialog = within(await within(document.body).findByRole("dialog"));
    await userEvent.type(dialog.getByLabelText(consoleText(globals, "apps.app.entry")), REFUSED.url);
    await userEvent.click(dialog.getByRole("button", { name: buttonName(consoleText(globals, "appCheck.check")) }));
    const alert = await dialog.findByRole("alert");
    await expect(alert.textContent).toContain(consoleText(globals, "appCheck.findings.corsMissing", { url: REFUSED.url, portalOrigin: PORTAL }));
    await expect(dialog.getByRole("button", { name: buttonName(consoleText(globals, "appCheck.saveAnyway")) })).toBeTruthy();
  },
};
