import { apiGet, ApiError, apiSend } from "#app/platform-api/client";
import { readMessage, readMessageList, readMessagePage, readUnreadCount, type MessagePage } from "#app/features/messages/messages.rules";
import type { Message } from "#app/types/generated/message";

/** What a page of messages is asked for (SPEC §7 POST message/v4/messages/page). */
export interface MessagePageQuery {
  /** true: unread only; false: read only; absent: every message. */
  unread?: boolean;
  pageIndex: number;
  pageSize: number;
  productCode?: string;
}

/**
 * The message service's calls (SPEC §7 Messages). An interface so stories and tests can stand
 * in for the platform; every answer is read by the rules, and one that cannot be read is an
 * ApiError, never a crash further on.
 */
export interface MessageApi {
  /** GET message/v4/messages/unread-count. */
  unreadCount(): Promise<number>;
  /** POST message/v4/messages/page. */
  page(query: MessagePageQuery): Promise<MessagePage>;
  /** GET message/v4/messages/alerts. */
  alerts(): Promise<Message[]>;
  /** GET message/v4/messages/{id}. */
  detail(id: string): Promise<Message>;
  /** PUT message/v4/messages/ids: how many were unread. */
  markRead(ids: string[]): Promise<number>;
  /** PUT message/v4/messages/all: how many were unread. */
  markAllRead(): Promise<number>;
}

function unreadable(piece: string): ApiError {
  return new ApiError(200, "invalid-answer", `The platform's ${piece} could not be read`);
}

function countOf(value: unknown, piece: string): number {
  const count = readUnreadCount(value);
  if (count === null) throw unreadable(piece);
  return count;
}

/** An org id the platform takes as `orgId` (the shell's "-1", no org, is left out). */
const ORG_ID = /^[A-Za-z0-9_.][A-Za-z0-9_.-]{0,63}$/;

/**
 * The message service over the BFF (app/platform-api/client.ts), for a member working in the org
 * `orgId()` names (null: none): the platform then also answers the alerts announced to that org
 * (ADR 024).
 */
export function messageApiInOrg(orgId: () => string | null): MessageApi {
  const org = () => {
    const id = orgId();
    return id && ORG_ID.test(id) ? id : null;
  };
  const query = () => {
    const id = org();
    return id ? `?orgId=${encodeURIComponent(id)}` : "";
  };
  const body = () => {
    const id = org();
    return id ? { orgId: id } : {};
  };
  return {
    async unreadCount() {
      return countOf(await apiGet<unknown>(`message/v4/messages/unread-count${query()}`), "unread count");
    },
    async page(pageQuery) {
      const page = readMessagePage(await apiSend<unknown>("POST", "message/v4/messages/page", { ...pageQuery, ...body() }));
      if (!page) throw unreadable("message page");
      return page;
    },
    async alerts() {
      const data = await apiGet<unknown>(`message/v4/messages/alerts${query()}`);
      if (!Array.isArray(data)) throw unreadable("alerts");
      return readMessageList(data);
    },
    async detail(id) {
      const message = readMessage(await apiGet<unknown>(`message/v4/messages/${encodeURIComponent(id)}${query()}`));
      if (!message) throw unreadable("message");
      return message;
    },
    async markRead(ids) {
      return countOf(await apiSend<unknown>("PUT", "message/v4/messages/ids", ids), "mark-read answer");
    },
    async markAllRead() {
      return countOf(await apiSend<unknown>("PUT", "message/v4/messages/all", body()), "mark-all-read answer");
    },
  };
}

/** The message service over the BFF, for a member in no particular org (the tenant's announcements only). */
export const platformMessageApi: MessageApi = messageApiInOrg(() => null);
