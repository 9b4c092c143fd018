import { redirect } from "@remix-run/node";
import { log } from "#app/kit/log.server";
import { callPlatform, PlatformUnavailableError } from "#app/platform-api/client.server";
import { adoptLocalToken, toLogin } from "#app/session/session-start.server";
import { HOME_MENU_ID, NOT_FOUND_MENU_ID } from "#app/kit/constants";
import { findMenuByCode, isMenuNode } from "#app/features/menus/menu-tree.rules";
import { MESSAGE_ID_PARAM, MESSAGE_PAGE_CODES, type MessageListKind } from "#app/features/messages/messages.rules";
import { bearerToken, destroySession, getSession, sessionHeaders } from "#app/session/session.server";

/**
 * The message-centre pages at the addresses SPEC §2 names (/portal/station-message-all/,
 * -unread/, -read/ and /portal/details/{messageId}/): each is the portal page of the tenant's
 * message-centre menu with that code, so the address leads there with its query kept (and the
 * message id in `messageId` for the details page). The tab bar, the sidebar and the loaders then
 * treat it as any other portal page. Signed out, the user signs in and comes back to the address;
 * a tenant without the page gets the not-found page (SPEC §2 menu 2).
 */
export async function messagePageAddress(request: Request, kind: MessageListKind | "details", messageId?: string): Promise<Response> {
  const url = new URL(request.url);
  const adopted = await adoptLocalToken(request, url);
  if (adopted) return adopted;
  const session = getSession(request);
  if (!session) return toLogin(request, url);
  const query = new URLSearchParams(url.search);
  if (kind === "details") query.set(MESSAGE_ID_PARAM, messageId ?? "");
  const to = (menuId: string) => {
    const search = query.toString();
    return `/portal/${encodeURIComponent(menuId)}/${search ? `?${search}` : ""}`;
  };
  let portalMenus: unknown;
  try {
    const answer = await callPlatform("/workbench/v4/portal-menus/auth-tree", { token: bearerToken(session), headers: sessionHeaders(session) });
    if (answer.status === 401) return toLogin(request, url, destroySession(request));
    portalMenus = answer.status === 200 && answer.envelope?.success === true ? answer.envelope.data : null;
  } catch (error) {
    if (!(error instanceof PlatformUnavailableError)) throw error;
    // The portal page says the platform could not be reached (SPEC §4 Login flow) and offers a retry.
    log("error", "portal: message-centre address not resolved", { path: url.pathname, detail: error.message });
    return redirect(to(HOME_MENU_ID));
  }
  const menu = Array.isArray(portalMenus) ? findMenuByCode(portalMenus.filter(isMenuNode), MESSAGE_PAGE_CODES[kind]) : null;
  if (!menu) {
    log("warn", "portal: no message-centre page for this address", { path: url.pathname, code: MESSAGE_PAGE_CODES[kind] });
    return redirect(to(NOT_FOUND_MENU_ID));
  }
  return redirect(to(menu.id));
}
