import { CloseOutlined } from "@ant-design/icons";
import { theme } from "antd";
import type { CSSProperties, KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { paneDomId, tabDomId } from "./tab-title";
import type { TabActions } from "./use-tab-actions";

/** The drag data type of a tab, so other drags (text, files) are not taken for one. */
export const TAB_DRAG_TYPE = "application/x-portal-tab";

interface Props {
  id: string;
  title: string;
  index: number;
  active: boolean;
  simple: boolean;
  closable: boolean;
  dragging: boolean;
  dropTarget: boolean;
  draggingId: string | null;
  actions: TabActions;
  onKeyNavigate(key: "ArrowLeft" | "ArrowRight" | "Home" | "End"): void;
  onMove(delta: -1 | 1): void;
  onClose(): void;
  onDragStart(): void;
  onDragEnter(): void;
  onDrop(fromId: string): void;
  onDragEnd(): void;
  /** The right-click menu is about to open for this tab. */
  onContextMenu(): void;
}

/** One tab: the tab itself (role tab) and its close button; the bar holds the right-click menu (SPEC §2). */
export function TabItem({ id, title, active, simple, closable, dragging, dropTarget, draggingId, actions, onKeyNavigate, onMove, onClose, onDragStart, onDragEnter, onDrop, onDragEnd, onContextMenu }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const { key, altKey, shiftKey, ctrlKey, metaKey } = event;
    if (altKey && shiftKey && (key === "ArrowLeft" || key === "ArrowRight")) {
      event.preventDefault();
      onMove(key === "ArrowLeft" ? -1 : 1);
      return;
    }
    if (altKey || ctrlKey || metaKey) return;
    if (key === "ArrowLeft" || key === "ArrowRight" || key === "Home" || key === "End") {
      event.preventDefault();
      onKeyNavigate(key);
    } else if (key === "Enter" || key === " ") {
      event.preventDefault();
      void actions.activate(id);
    } else if (key === "Delete" && closable) {
      event.preventDefault();
      onClose();
    }
  };

  const frame: CSSProperties = simple
    ? {
        borderBottom: `2px solid ${active ? token.colorPrimary : "transparent"}`,
        color: active ? token.colorPrimary : token.colorText,
        background: "transparent",
      }
    : {
        borderTop: `2px solid ${active ? token.colorPrimary : "transparent"}`,
        borderLeft: `1px solid ${active ? "#ffffff" : "#e4e7ed"}`,
        borderRight: `1px solid ${active ? "#ffffff" : "#e4e7ed"}`,
        borderBottom: "none",
        borderRadius: "4px 4px 0 0",
        color: active ? token.colorPrimary : token.colorText,
        background: active ? "#ffffff" : "#f7f8fa",
      };

  return (
    <div
      role="presentation"
      data-tab-id={id}
      onContextMenu={onContextMenu}
      draggable
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = "move";
        event.dataTransfer.setData(TAB_DRAG_TYPE, id);
        event.dataTransfer.setData("text/plain", title);
        onDragStart();
      }}
      onDragEnter={(event) => {
        if (draggingId === null) return;
        event.preventDefault();
        onDragEnter();
      }}
      onDragOver={(event) => {
        if (draggingId === null) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = "move";
      }}
      onDrop={(event) => {
        const fromId = event.dataTransfer.getData(TAB_DRAG_TYPE) || draggingId;
        if (!fromId) return;
        event.preventDefault();
        onDrop(fromId);
      }}
      onDragEnd={onDragEnd}
      style={{
        ...frame,
        display: "inline-flex",
        alignItems: "center",
        gap: 4,
        height: simple ? 40 : 34,
        padding: simple ? "0 12px" : "0 8px 0 12px",
        boxSizing: "border-box",
        flex: "0 0 auto",
        maxWidth: 220,
        cursor: "pointer",
        userSelect: "none",
        opacity: dragging ? 0.5 : 1,
        boxShadow: dropTarget ? `inset 2px 0 0 ${token.colorPrimary}` : undefined,
        transition: "color 0.2s, background 0.2s",
      }}
    >
      <div
        role="tab"
        id={tabDomId(id)}
        aria-selected={active}
        aria-controls={paneDomId(id)}
        tabIndex={active ? 0 : -1}
        title={title}
        // A press of the main button switches at once, as browser tabs do; its click (and the keyboard,
        // assistive technology) asks for the same change, which joins the one under way.
        onMouseDown={(event) => {
          if (event.button === 0 && !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey) actions.press(id);
        }}
        onClick={() => void actions.activate(id)}
        onKeyDown={onKeyDown}
        style={{ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", outlineOffset: 2, fontSize: 13, lineHeight: "22px" }}
      >
        {title}
      </div>
      {closable ? (
        <button
          type="button"
          aria-label={t("tabs.close", { name: title })}
          tabIndex={-1}
          onClick={(event) => {
            event.stopPropagation();
            onClose();
          }}
          style={{ display: "inline-grid", placeItems: "center", width: 16, height: 16, padding: 0, border: 0, borderRadius: 8, background: "transparent", color: "inherit", cursor: "pointer", fontSize: 10 }}
        >
          <CloseOutlined aria-hidden />
        </button>
      ) : null}
    </div>
  );
}
