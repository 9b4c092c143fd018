import { Button, Result } from "antd";
import { useTranslation } from "react-i18next";

/**
 * An entry link that cannot be opened (SPEC §5 entry parameters). The message
 * is the one SPEC §5 gives, e.g. '请检查必传参数：productCode'. A third-party page
 * address that is blacklisted or invalid is the not-found page (SPEC §2), with its message.
 * `messageKey` shows a translated message instead, e.g. an org the user may not see (SPEC §6).
 */
export function EntryErrorPage({ message, messageKey, notFound = false }: { message?: string; messageKey?: string; notFound?: boolean }) {
  const { t } = useTranslation();
  const shown = messageKey ? t(messageKey) : (message ?? "");
  return (
    <main style={{ maxWidth: 720, margin: "48px auto", padding: 16 }}>
      <Result
        status={notFound ? "404" : "error"}
        title={notFound ? t("errors.notFound") : t("pages.entryError.title")}
        subTitle={<span role="alert">{shown}</span>}
        extra={
          <Button href="/portal/1/" type="primary">
            {t("pages.entryError.back")}
          </Button>
        }
      />
    </main>
  );
}
