import { StarFilled, StarOutlined } from "@ant-design/icons";
import { theme, Tooltip } from "antd";
import type { KeyboardEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { OrgNode } from "#app/types/generated/org-node";

const TIP_KEYS = { noAuth: "org.hasNoAuthTip", category: "org.categoryTip", notProject: "org.notProjectTip" } as const;

interface Props {
  org: OrgNode;
  depth: number;
  /** undefined for a row that cannot expand. */
  expanded?: boolean;
  selected: boolean;
  disabledReason: keyof typeof TIP_KEYS | null;
  onActivate: () => void;
  toggle?: ReactNode;
  /** Shown on projects: the bookmark star (SPEC §4 Org switch). */
  onToggleFocus?: () => void;
  role?: "treeitem" | "listitem";
  /**
   * Where the org sits (a search row): its ancestors on a second line under the name, smaller and
   * in the secondary colour, cut with an ellipsis when long; the whole path is the row's title.
   */
  path?: string;
}

/**
 * One org or project row: a tree item with its expander and bookmark star. A disabled row says
 * why (SPEC §3 hasNoAuthTip, the category tip) in a tooltip on hover and on keyboard focus. The
 * selected row wears the theme's selection colour (antd's controlItemBgActive, from colorPrimary).
 */
export function OrgRow({ org, depth, expanded, selected, disabledReason, onActivate, toggle, onToggleFocus, role = "treeitem", path }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const tip = disabledReason ? t(TIP_KEYS[disabledReason]) : undefined;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onActivate();
    }
  };
  const row = (
    <div
      role={role}
      aria-level={role === "treeitem" ? depth + 1 : undefined}
      aria-expanded={role === "treeitem" ? expanded : undefined}
      aria-selected={role === "treeitem" ? selected : undefined}
      aria-disabled={disabledReason ? true : undefined}
      aria-label={path ? `${path}/${org.name}` : org.name}
      tabIndex={0}
      onClick={onActivate}
      onKeyDown={onKeyDown}
      data-org-id={org.id}
      style={{
        display: "flex",
        alignItems: "center",
        gap: 4,
        height: "100%",
        paddingLeft: 8 + depth * 16,
        paddingRight: 8,
        cursor: disabledReason ? "not-allowed" : "pointer",
        color: disabledReason ? "rgba(0,0,0,0.35)" : undefined,
        background: selected ? token.controlItemBgActive : undefined,
        whiteSpace: "nowrap",
      }}
    >
      {toggle}
      {path ? (
        <span title={`${path}/${org.name}`} style={{ display: "flex", flexDirection: "column", flex: 1, minWidth: 0, lineHeight: 1.4 }}>
          <span style={{ overflow: "hidden", textOverflow: "ellipsis" }}>{org.name}</span>
          <span style={{ overflow: "hidden", textOverflow: "ellipsis", fontSize: token.fontSizeSM, color: disabledReason ? undefined : token.colorTextSecondary }}>{path}</span>
        </span>
      ) : (
        <span style={{ overflow: "hidden", textOverflow: "ellipsis", flex: 1 }}>{org.name}</span>
      )}
      {onToggleFocus ? (
        <button
          type="button"
          aria-pressed={org.userFocus === true}
          aria-label={t(org.userFocus ? "org.unfocus" : "org.focus", { name: org.name })}
          onClick={(event) => {
            event.stopPropagation();
            onToggleFocus();
          }}
          style={{ border: 0, background: "none", cursor: "pointer", color: org.userFocus ? "#faad14" : "inherit" }}
        >
          {org.userFocus ? <StarFilled /> : <StarOutlined />}
        </button>
      ) : null}
    </div>
  );
  return tip ? (
    <Tooltip title={tip} placement="topLeft" trigger={["hover", "focus"]}>
      {row}
    </Tooltip>
  ) : (
    row
  );
}
