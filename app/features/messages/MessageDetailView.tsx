import { Descriptions, Modal, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "#app/features/workbench/format";
import { messageInLocale } from "#app/features/messages/messages.rules";
import type { Message } from "#app/types/generated/message";
import { tagColour } from "#app/kit/styles/tag-colour";

/** A message's tags: alert, and read or unread. */
export function MessageTags({ message }: { message: Pick<Message, "type" | "read"> }) {
  const { t } = useTranslation();
  return (
    <>
      {message.type === "alert" ? <Tag {...tagColour("orange")}>{t("messages.alert")}</Tag> : null}
      <Tag color={message.read ? "default" : "blue"}>{message.read ? t("messages.read") : t("messages.unread")}</Tag>
    </>
  );
}

/** The body of one message: when it came (and was read), its product and its text (plain, never markup). */
export function MessageDetailView({ message, locale }: { message: Message; locale: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <div style={{ marginBottom: 12 }}>
        <MessageTags message={message} />
      </div>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: "received", label: t("messages.receivedAt"), children: <time dateTime={message.createTime}>{formatDateTime(message.createTime, locale)}</time> },
          ...(message.readTime ? [{ key: "read", label: t("messages.readAt"), children: <time dateTime={message.readTime}>{formatDateTime(message.readTime, locale)}</time> }] : []),
          ...(message.productCode ? [{ key: "product", label: t("messages.product"), children: message.productCode }] : []),
        ]}
      />
      <Typography.Paragraph style={{ whiteSpace: "pre-wrap", marginTop: 12 }}>{messageInLocale(message, locale).content}</Typography.Paragraph>
    </div>
  );
}

/** A message shown where the user is, when the portal has no details page (SPEC §2) to go to. */
export function MessageDetailModal({ message, locale, onClose }: { message: Message | null; locale: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={message !== null} title={message ? messageInLocale(message, locale).title : undefined} onCancel={onClose} footer={null} closable={{ "aria-label": t("messages.close") }} destroyOnHidden>
      {message ? <MessageDetailView message={message} locale={locale} /> : null}
    </Modal>
  );
}
