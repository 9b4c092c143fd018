import { Button, Modal, Space } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

interface Props {
  open: boolean;
  publishing: boolean;
  /** Something would change: Publish can be pressed. */
  canPublish: boolean;
  onCancel: () => void;
  onPublish: () => void;
  /** What the publish changes, as the caller shows it. */
  children: ReactNode;
}

/**
 * The confirmation before an entry list or an announcement goes live (ADR 057): what changes,
 * then Cancel or Publish; it cannot be dismissed while the publish runs.
 */
export function ContentPublishModal({ open, publishing, canPublish, onCancel, onPublish, children }: Props) {
  const { t } = useTranslation();
  const c = (key: string) => t(`adminConsole.contentVersions.${key}`);
  return (
    <Modal
      open={open}
      title={c("confirmTitle")}
      width={760}
      onCancel={onCancel}
      maskClosable={!publishing}
      destroyOnHidden
      footer={
        <Space wrap style={{ justifyContent: "flex-end" }}>
          <Button onClick={onCancel} disabled={publishing}>
            {c("cancel")}
          </Button>
          <Button type="primary" onClick={onPublish} loading={publishing} disabled={!canPublish}>
            {c("confirmPublish")}
          </Button>
        </Space>
      }
    >
      {children}
    </Modal>
  );
}
