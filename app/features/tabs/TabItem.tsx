import { CloseOutlined } from "@ant-design/icons";
import { theme } from "antd";
import { memo, type CSSProperties, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { paneDomId, tabDomId } from "./tab-title";
import type { TabActions } from "./use-tab-actions";

/** The drag data type of a tab, so other drags (text, files) are not taken for one. */
export const TAB_DRAG_TYPE = "application/x-portal-tab";

/** What a tab asks of its bar, by the tab's id (the bar's handlers stay the same from render to render). */
export interface TabItemHandlers {
  onKeyNavigate(id: string, key: "ArrowLeft" | "ArrowRight" | "Home" | "End"): void;
  onMove(id: string, delta: -1 | 1): void;
  onClose(id: string): void;
  onDragStart(id: string): void;
  onDragEnter(id: string): void;
  onDrop(id: string, fromId: string): void;
  onDragEnd(): void;
  /** The right-click menu is about to open for this tab. */
  onContextMenu(id: string): void;
}

interface Props {
  id: string;
  title: string;
  active: boolean;
  simple: boolean;
  closable: boolean;
  dragging: boolean;
  dropTarget: boolean;
  draggingId: string | null;
  actions: TabActions;
  handlers: TabItemHandlers;
}

/**
 * One tab: the tab itself (role tab) and its close button; the bar holds the right-click menu
 * (SPEC §2). Memoized: a switch redraws only the two tabs whose selection changes.
 */
/** Whether a pointer event is on a tab's close button (which does its own thing). */
function onCloseButton(target: EventTarget): boolean {
  return target instanceof Element && target.closest("button") !== null;
}

export const TabItem = memo(function TabItem({ id, title, active, simple, closable, dragging, dropTarget, draggingId, actions, handlers }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const { key, altKey, shiftKey, ctrlKey, metaKey } = event;
    if (altKey && shiftKey && (key === "ArrowLeft" || key === "ArrowRight")) {
      event.preventDefault();
      handlers.onMove(id, key === "ArrowLeft" ? -1 : 1);
      return;
    }
    if (altKey || ctrlKey || metaKey) return;
    if (key === "ArrowLeft" || key === "ArrowRight" || key === "Home" || key === "End") {
      event.preventDefault();
      handlers.onKeyNavigate(id, key);
    } else if (key === "Enter" || key === " ") {
      event.preventDefault();
      void actions.activate(id);
    } else if (key === "Delete" && closable) {
      event.preventDefault();
      handlers.onClose(id);
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
      // The whole card takes the press, not its title's line alone (WCAG 2.5.8: a target of 24 px or
      // more, for a thumb too); its close button is its own. A press of the main button switches at
      // once, as browser tabs do; its click (and the keyboard's, assistive technology's on the tab)
      // asks for the same change, which joins the one under way.
      onMouseDown={(event) => {
        if (onCloseButton(event.target)) return;
        if (event.button === 0 && !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey) actions.press(id);
      }}
      onClick={(event) => {
        if (!onCloseButton(event.target)) void actions.activate(id);
      }}
      onContextMenu={() => handlers.onContextMenu(id)}
      draggable
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = "move";
        event.dataTransfer.setData(TAB_DRAG_TYPE, id);
        event.dataTransfer.setData("text/plain", title);
        handlers.onDragStart(id);
      }}
      onDragEnter={(event) => {
        if (draggingId === null) return;
        event.preventDefault();
        handlers.onDragEnter(id);
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
        handlers.onDrop(id, fromId);
      }}
      onDragEnd={handlers.onDragEnd}
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
        onKeyDown={onKeyDown}
        style={{ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", outlineOffset: 2, fontSize: 13, lineHeight: "22px" }}
      >
        {title}
      </div>
      {closable ? (
        // The pointer's way to close: the tab list holds only tabs (WAI-ARIA tablist, axe's
        // aria-required-children), so assistive technology and the keyboard close the tab with
        // Delete (the bar's hint says so) or from its actions menu, not with this button.
        <button
          type="button"
          aria-label={t("tabs.close", { name: title })}
          title={t("tabs.close", { name: title })}
          aria-hidden
          tabIndex={-1}
          onClick={(event) => {
            event.stopPropagation();
            handlers.onClose(id);
          }}
          // A 24 px target (WCAG 2.5.8) around the small cross.
          style={{ display: "inline-grid", placeItems: "center", flex: "0 0 auto", width: 24, height: 24, marginRight: -4, padding: 0, border: 0, borderRadius: 12, background: "transparent", color: "inherit", cursor: "pointer", fontSize: 10 }}
        >
          <CloseOutlined aria-hidden />
        </button>
      ) : null}
    </div>
  );
});
