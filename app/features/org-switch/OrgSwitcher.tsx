import { ApartmentOutlined, DownOutlined } from "@ant-design/icons";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { lazyPiece } from "#app/kit/lazy/lazy-piece";
import { ORG_TREE_HEIGHT } from "#app/kit/constants";
import { isSelectableOrg } from "#app/features/org-switch/org-tree.rules";
import type { OrgNode } from "#app/types/generated/org-node";
import type { ProjectStatus } from "#app/types/generated/project-status";
import { OrgPopover } from "./OrgPopover";
import type { OrgSearchAnswer } from "./OrgSearchResults";
import type { ProjectPage, ProjectQuery } from "./ProjectListView";
import type { OrgSwitcherData } from "./org-switcher-data";
import { useHydrated } from "#app/kit/react/use-hydrated";
import { usePageIdle } from "./usePageIdle";

export type { OrgSearchAnswer, OrgSwitcherData, ProjectPage, ProjectQuery };

export interface OrgSwitcherProps extends OrgSwitcherData {
  current: { id: string; name: string } | null;
  projectStatuses: readonly ProjectStatus[];
  /** Router guards (SPEC §4 Org switch step 1); false or a throw keeps the previous org. */
  beforeSelect?: (node: OrgNode) => Promise<boolean>;
  /** The route navigates with `?org=<fullId>`. */
  onSelect: (node: OrgNode) => void;
  /** Text colour of the header the button sits in. */
  color?: string;
  defaultOpen?: boolean;
}

/**
 * The panel's code (tabs, tree, lists, search) loads once the page is idle after it has come up
 * (or, sooner, when the pointer or the focus first reaches the button), and the panel is then
 * drawn, hidden, and kept: opening only shows it (ADR 066).
 */
const OrgSwitchPanel = lazyPiece("features/org-switch/OrgSwitchPanel", () => import("./OrgSwitchPanel").then((m) => m.OrgSwitchPanel), "inline", { width: 400, height: ORG_TREE_HEIGHT });

/**
 * The header's org switcher (SPEC §2 org-switch popover, §4 Org switch): a button
 * with the current org opening a 500 px popover with organisations (tree, list) and
 * projects (list, tree, relation), search, status filter and bookmarks.
 */
export function OrgSwitcher(props: OrgSwitcherProps) {
  const { current, beforeSelect, onSelect, color, defaultOpen = false } = props;
  const { loadRoots, loadChildren, searchOrgs, loadProjects, loadProjectRelations, onToggleFocus, projectStatuses } = props;
  const { t } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  const [selectedId, setSelectedId] = useState<string | null>(current?.id ?? null);
  const pending = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const hydrated = useHydrated();
  // The panel is drawn, hidden, at the page's first idle moment, or sooner once the pointer or the
  // focus reaches the button (its code loads then), and kept afterwards: opening only shows it. A
  // person's first open is then a style change, not a code load and a mount (ADR 066).
  const idle = usePageIdle();
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);
  const [opened, setOpened] = useState(defaultOpen);
  useEffect(() => {
    if (open) setOpened(true);
  }, [open]);
  const drawn = hydrated && (idle || wanted || open || opened);
  const name = current?.name ?? t("org.noOrg");

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  const pick = useCallback(
    async (node: OrgNode, view: "org" | "project") => {
      if (!isSelectableOrg(node, { view }) || pending.current) return;
      const previous = selectedId;
      setSelectedId(node.id);
      pending.current = true;
      try {
        if (beforeSelect && !(await beforeSelect(node))) {
          setSelectedId(previous);
          return;
        }
        close(true);
        onSelect(node);
      } catch {
        // SPEC §4, §8: org change errors are swallowed; the previous org stays.
        setSelectedId(previous);
      } finally {
        pending.current = false;
      }
    },
    [beforeSelect, onSelect, selectedId, close],
  );

  // Opened from the keyboard, the focus moves into the panel, to its search box. The panel may
  // not take it at once (its code still loading, or the popover not yet shown: a hidden element
  // refuses the focus), so it is offered each frame for about a second, then the selected tab
  // takes it if the search box never could.
  const focusOnOpen = useRef(false);
  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    focusOnOpen.current = false;
    let frame = 0;
    let frames = 0;
    const place = () => {
      const panel = document.getElementById(panelId);
      const search = panel?.querySelector<HTMLElement>("[role='tabpanel']:not([hidden]) input");
      search?.focus();
      if (search && document.activeElement === search) return;
      if (frames++ > 60) {
        panel?.querySelector<HTMLElement>("[role='tab'][aria-selected='true']")?.focus();
        return;
      }
      frame = window.requestAnimationFrame(place);
    };
    place();
    return () => window.cancelAnimationFrame(frame);
  }, [open, panelId]);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={t("org.switch", { name })}
        // Read on hover where the name is cut short or, on a phone, shown as the icon alone.
        title={t("org.switch", { name })}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={drawn ? panelId : undefined}
        onPointerEnter={want}
        onFocus={want}
        onTouchStart={want}
        onClick={(event) => {
          // detail 0: pressed with Enter or Space rather than clicked.
          focusOnOpen.current = !open && event.detail === 0;
          setOpen(!open);
        }}
        style={{ display: "flex", alignItems: "center", gap: 6, background: "none", border: 0, color: color ?? "inherit", cursor: "pointer", height: "100%", padding: "0 8px", fontSize: 14, maxWidth: 280 }}
      >
        <ApartmentOutlined aria-hidden />
        <span style={{ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}>{name}</span>
        <DownOutlined aria-hidden style={{ fontSize: 10 }} />
      </button>
      {drawn ? (
        <OrgPopover id={panelId} open={open} anchor={button} onClose={close}>
          <OrgSwitchPanel
            // A new current org starts a fresh panel (SPEC §4 Org switch step 2: node caches reset).
            key={current?.id ?? ""}
            selectedId={selectedId}
            onPick={pick}
            loadRoots={loadRoots}
            loadChildren={loadChildren}
            searchOrgs={searchOrgs}
            loadProjects={loadProjects}
            loadProjectRelations={loadProjectRelations}
            onToggleFocus={onToggleFocus}
            projectStatuses={projectStatuses}
          />
        </OrgPopover>
      ) : null}
    </>
  );
}

