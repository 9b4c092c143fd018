import { WarningOutlined } from "@ant-design/icons";
import { Tooltip } from "antd";
import { useTranslation } from "react-i18next";
import type { PlacedProps } from "../layout/placed";

/**
 * What the registry renders for a name it does not know: visible, named (in
 * its accessible name and tooltip), compact enough not to push real items out
 * of the header, and never a crash (ARCHITECTURE §2 step 5).
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
        tabIndex={0}
        style={{ display: "inline-flex", alignItems: "center", justifyContent: "center", width: 24, height: 24, border: "1px dashed currentColor", borderRadius: 4, fontSize: 12, opacity: 0.6, flex: "0 0 auto" }}
      >
        <WarningOutlined aria-hidden />
      </span>
    </Tooltip>
  );
}
