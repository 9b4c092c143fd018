import { Modal } from "antd";
import { useTranslation } from "react-i18next";

/**
 * ADR 033, SPEC §3 per-tab context: a call of this page was refused because the tenant,
 * identity or org was changed in another tab (the page still shows the old one). The user is
 * told so, and OK reloads the page in the context the session holds now. There is no cancel:
 * the page can act on nothing until it is reloaded. Drawn (open) once that happens
 * (ContextChangedNotice).
 */
export function ContextChangedDialog({ open = true }: { open?: boolean }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t("pageContext.title")}
      okText={t("pageContext.reload")}
      onOk={() => window.location.reload()}
      cancelButtonProps={{ style: { display: "none" } }}
      closable={false}
      maskClosable={false}
      keyboard={false}
      zIndex={2000}
    >
      {t("pageContext.text")}
    </Modal>
  );
}
