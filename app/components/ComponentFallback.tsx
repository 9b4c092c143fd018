import { WarningOutlined } from "@ant-design/icons";
import { Tooltip } from "antd";
import { useTranslation } from "react-i18next";
import type { PlacedProps } from "./types";

/**
 * What the registry renders for a name it does not know: visible, named, and
 * never a crash (ARCHITECTURE §2 step 5).
 */
export function ComponentFallback({ item, region }: PlacedProps) {
  const { t } = useTranslation();
  const detail = t("fallback.detail", { name: item.component, region });
  return (
    <Tooltip title={detail}>
      <span
        role="note"
        aria-label={detail}
        data-fallback-for={item.component}
        style={{ display: "inline-flex", alignItems: "center", gap: 4, padding: "0 6px", border: "1px dashed currentColor", borderRadius: 4, fontSize: 12, opacity: 0.75, lineHeight: "20px" }}
      >
        <WarningOutlined aria-hidden /> {t("fallback.title")}: {item.component}
      </span>
    </Tooltip>
  );
}
