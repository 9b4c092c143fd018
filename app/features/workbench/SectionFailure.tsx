import { Alert, Button } from "antd";
import { useTranslation } from "react-i18next";
import { SessionExpiredError } from "#app/platform-api/client";

/** A section that could not be loaded (Section), with a retry; loaded only when one fails. */
export function SectionFailure({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  // A 401 is handled by the shell (re-login dialog); the section only says it is not loaded.
  const expired = error instanceof SessionExpiredError;
  return (
    <Alert
      type="error"
      showIcon
      message={t("workbench.section.failed", { title })}
      description={expired ? t("workbench.section.expired") : error instanceof Error ? error.message : undefined}
      action={
        <Button size="small" onClick={onRetry}>
          {t("workbench.section.retry")}
        </Button>
      }
    />
  );
}
