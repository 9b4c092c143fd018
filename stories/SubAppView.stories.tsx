import type { Meta, StoryObj } from "@storybook/react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { forgetSavedTabs } from "./tabs/fixtures";
import { answerFrames, frameAnswers, menuWithoutUrl, SubAppStory, subAppMenu, type SubAppStoryArgs } from "./fixtures/sub-apps";

/**
 * Implements SPEC §2 (sub-apps mount at /portal/{menuId}/), §4 Other behaviours (micro-app lifecycle), §9 (iframe sandbox).
 *
 * The viewport of a hosted app (ADR 013): a sandboxed frame of the portal's own /apps/, the
 * loader while the app is being fetched, its error with a retry inside the viewport, and a
 * menu that has no application address. The shell's HEAD for a frame is answered by the
 * story (see answerFrames); the frame itself shows what the server has at /apps/.
 */
const meta: Meta<SubAppStoryArgs> = {
  title: "Shell/Sub-app viewport",
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
  beforeEach: () => {
    forgetSavedTabs();
  },
  render: (args) => <SubAppStory {...args} />,
};
export default meta;
type Story = StoryObj<SubAppStoryArgs>;

const SPEC_TOKENS = ["allow-downloads", "allow-forms", "allow-modals", "allow-popups", "allow-same-origin", "allow-scripts"];

const frameOk = frameAnswers(200);
/**
 * A frame app under /apps/ (sourceIntegrateType 1): asked for, then framed. Code deployed with the
 * shell on its own origin is drawn without a sandbox it could lift itself (ADR 051); frames of
 * other origins keep the SPEC §9 tokens.
 */
export const IframeApp: Story = {
  args: { menu: subAppMenu("story-frame"), locale: "en", tenant: "acme", portalType: "Classic" },
  globals: { locale: "en" },
  beforeEach: answerFrames(frameOk),
  play: async ({ canvasElement }) => {
    const frame = await within(canvasElement).findByTitle("Partner page");
    await expect(frame.getAttribute("src")).toBe("/apps/third-party/?sensor=crane");
    await expect(frame.getAttribute("sandbox")).toBeNull();
    await expect(frameOk.asked).toContain("/apps/third-party/?sensor=crane");
    await expect(within(canvasElement).queryByRole("alert")).toBeNull();
  },
};

const frameOkSimple = frameAnswers(200);
export const IframeAppSimple: Story = {
  args: { menu: subAppMenu("story-frame-simple"), locale: "zh-CN", tenant: "zhongjian", portalType: "Simple", show: "page" },
  beforeEach: answerFrames(frameOkSimple),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "合作方页面" });
    await expect(region.dataset.integrateType).toBe("1");
    const frame = await within(region).findByTitle("合作方页面");
    await expect(frame.tagName).toBe("IFRAME");
  },
};

const frameSlow = frameAnswers("never");
/** While the app is being fetched: a loader named after the app (SPEC §4 "a loader while mounting"). */
export const Loading: Story = {
  args: { menu: subAppMenu("story-loading"), locale: "en", tenant: "acme", portalType: "Classic" },
  globals: { locale: "en" },
  beforeEach: answerFrames(frameSlow),
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole("status");
    await expect(status.textContent).toContain("Loading \"Partner page\"…");
    await expect(canvasElement.querySelector("[data-subapp-status]")?.getAttribute("data-subapp-status")).toMatch(/^(idle|loading)$/);
    await expect(within(canvasElement).queryByRole("alert")).toBeNull();
  },
};

const frameMissing = frameAnswers(404);
/** The app is not there (HTTP 404): the error and a retry stay inside its viewport; the retry shows it once it is back. */
export const ErrorWithRetry: Story = {
  args: { menu: subAppMenu("story-error"), locale: "en", tenant: "acme", portalType: "Classic" },
  globals: { locale: "en" },
  beforeEach: () => {
    frameMissing.status = 404;
    return answerFrames(frameMissing)();
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole("alert");
    await expect(alert.textContent).toContain("\"Partner page\" could not be shown");
    await expect(alert.textContent).toContain("It could not be loaded (/apps/third-party/?sensor=crane: HTTP 404).");
    await expect(canvasElement.querySelector("iframe")).toBeNull();
    frameMissing.status = 200;
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await expect(await within(canvasElement).findByTitle("Partner page")).toBeTruthy();
    await waitFor(() => expect(within(canvasElement).queryByRole("alert")).toBeNull());
  },
};

const frameMissingSimple = frameAnswers(404);
export const ErrorWithRetrySimpleSwedish: Story = {
  args: { menu: subAppMenu("story-error-sv"), locale: "sv-SE", tenant: "nordbygg", portalType: "Simple" },
  globals: { locale: "sv-SE" },
  beforeEach: answerFrames(frameMissingSimple),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole("alert");
    await expect(alert.textContent).toContain("”Partnersida” kunde inte visas");
    await expect(within(alert).getByRole("button", { name: "Försök igen" })).toBeTruthy();
  },
};

/** A menu without an application address: its page says so in the menu's region (MenuPage). */
export const MenuWithoutUrl: Story = {
  args: { menu: menuWithoutUrl("story-no-url"), locale: "zh-CN", tenant: "zhongjian", portalType: "Classic", show: "page" },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "塔吊监测" });
    await expect(region.textContent).toContain("“塔吊监测”未配置应用地址。");
    await expect(canvasElement.querySelector("[data-subapp-key]")).toBeNull();
  },
};

export const MenuWithoutUrlSimpleEnglish: Story = {
  args: { menu: menuWithoutUrl("story-no-url-en"), locale: "en", tenant: "acme", portalType: "Simple", show: "page" },
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("region", { name: "Tower cranes" }).textContent).toContain("\"Tower cranes\" has no application address configured.");
  },
};

/** A menu whose address is refused (javascript:): nothing is framed or run. */
export const UnsafeUrl: Story = {
  args: { menu: subAppMenu("story-unsafe", { url: "javascript:alert(1)" }), locale: "en", tenant: "acme", portalType: "Classic", show: "page" },
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("region", { name: "Partner page" }).textContent).toContain("The address of \"Partner page\" is not allowed.");
    await expect(canvasElement.querySelector("iframe")).toBeNull();
  },
};

/**
 * A legacy menu whose address is on another origin and that no registered app vouches for
 * (ARCHITECTURE §8): refused in its page, naming the origin; nothing is framed or run.
 */
export const NotRegisteredOrigin: Story = {
  args: { menu: subAppMenu("story-not-registered", { url: "https://vendor.example/board/", urlParams: null }), locale: "en", tenant: "acme", portalType: "Classic", show: "page" },
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "Partner page" });
    await expect(region.textContent).toContain("\"Partner page\" cannot be shown: this app's origin https://vendor.example is not registered with the portal.");
    await expect(canvasElement.querySelector("iframe")).toBeNull();
    await expect(canvasElement.querySelector("[data-subapp-key]")).toBeNull();
  },
};

export const NotRegisteredOriginSwedish: Story = {
  args: { menu: subAppMenu("story-not-registered-sv", { url: "https://vendor.example/board/", urlParams: null }), locale: "sv-SE", tenant: "nordbygg", portalType: "Simple", show: "page" },
  globals: { locale: "sv-SE" },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "Partnersida" });
    await expect(region.textContent).toContain("”Partnersida” kan inte visas: appens ursprung https://vendor.example är inte registrerat i portalen.");
  },
};

/**
 * A registered frame on another origin whose origin the page's CSP does not allow (the policy
 * is built from the registered apps; this one is not in it yet): the browser reports the
 * refusal on the document, and the viewport says so, with a retry.
 */
export const RefusedByPolicy: Story = {
  args: {
    menu: subAppMenu("story-csp", {
      url: null,
      urlParams: null,
      microApp: { id: "story-csp", entry: "https://frames.vendor.example/board/", kind: "iframe", routePath: null, cache: null, props: {}, allowedOrigins: [], sandbox: null },
    } as Partial<Parameters<typeof subAppMenu>[1]>),
    locale: "en",
    tenant: "acme",
    portalType: "Classic",
  },
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    const frame = await within(canvasElement).findByTitle("Partner page");
    // A frame of another origin keeps every SPEC §9 token: its own origin is all allow-same-origin gives it (ADR 051).
    await expect(frame.getAttribute("sandbox")?.split(" ").sort()).toEqual(SPEC_TOKENS);
    const refusal = new Event("securitypolicyviolation", { bubbles: true, composed: true });
    Object.assign(refusal, { blockedURI: "https://frames.vendor.example/board/", effectiveDirective: "frame-src", violatedDirective: "frame-src" });
    document.dispatchEvent(refusal);
    const alert = await within(canvasElement).findByRole("alert");
    await expect(alert.textContent).toContain("The portal's security policy refused this app's origin (frame-src https://frames.vendor.example/board/)");
    await expect(within(alert).getByRole("button", { name: "Try again" })).toBeTruthy();
  },
};
