import type { MessageApi } from "#app/platform-api/message";
import { announceMessagesChanged, logMessageError } from "#app/features/messages/messages.store";
import type { Message } from "#app/types/generated/message";

/**
 * SPEC §4 Messages "fetch detail, mark read" on a message page: the detail, marked read when it
 * was unread (then every message centre of the page counts again). A failed mark is logged and
 * the message still opens; a failed detail rejects (the page says so).
 */
export async function readAndMark(api: MessageApi, id: string): Promise<Message> {
  const message = await api.detail(id);
  if (message.read) return message;
  try {
    await api.markRead([message.id]);
    announceMessagesChanged();
    return { ...message, read: true };
  } catch (error) {
    logMessageError("marking a message read", error);
    return message;
  }
}
