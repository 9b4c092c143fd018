import { AppstoreOutlined } from "@ant-design/icons";
import { lazy, Suspense, useState, type CSSProperties } from "react";
import { usePlan } from "#app/shell/stores";
import type { Entry } from "#app/types/generated/entry";
import { entryImages, entryTarget } from "./entries";
import { HEADER_CLASS } from "../header-css";

const THUMB = 18;

// Popover entries are the exception: the popover's code loads when one is first shown.
const EntryPopover = lazy(() => import("./EntryPopover"));

/** SPEC §3 thumbnailType: an icon-font class (ICON) or images for the idle and hovered state (IMAGE). */
function Thumbnail({ entry, hovered, size = THUMB }: { entry: Entry; hovered: boolean; size?: number }) {
  if (entry.thumbnailType === "IMAGE") {
    const images = entryImages(entry);
    const src = hovered ? images.selected : images.unselected;
    if (src) return <img src={src} alt="" aria-hidden width={size} height={size} style={{ display: "block", objectFit: "contain" }} />;
  }
  return <AppstoreOutlined aria-hidden className={entry.iconClass || undefined} style={{ fontSize: size - 2 }} />;
}

/** One entry as a link, or as a popover with its children (or its image, e.g. an app download code). */
export function EntryItem({ entry }: { entry: Entry }) {
  const { plan } = usePlan();
  const [hovered, setHovered] = useState(false);
  // Pointed at or clicked before the popover's code was in: it opens once it is.
  const [wanted, setWanted] = useState(false);
  const color = hovered ? (entry.textHoverColor ?? entry.textColor ?? plan.header.colors.text) : (entry.textColor ?? plan.header.colors.text);
  const style: CSSProperties = { display: "inline-flex", alignItems: "center", gap: 6, color, height: "100%", padding: "0 6px", fontSize: 14, whiteSpace: "nowrap", textDecoration: "none", background: "none", border: 0, cursor: "pointer" };
  const hover = { onMouseEnter: () => setHovered(true), onMouseLeave: () => setHovered(false), onFocus: () => setHovered(true), onBlur: () => setHovered(false) };
  const inner = (
    <>
      <Thumbnail entry={entry} hovered={hovered} />
      <span className={entry.showName !== false ? HEADER_CLASS.entryName : HEADER_CLASS.entryNameListed}>{entry.name}</span>
    </>
  );
  const children = entry.children ?? [];
  if (entry.popover || children.length > 0) {
    const images = entryImages(entry);
    const content =
      children.length > 0 ? (
        <ul role="list" style={{ listStyle: "none", margin: 0, padding: 0, minWidth: 160 }}>
          {children.map((child) => (
            <li key={child.code}>
              <ChildLink entry={child} />
            </li>
          ))}
        </ul>
      ) : images.icon ? (
        <img src={images.icon} alt={entry.name} width={160} height={160} style={{ display: "block", objectFit: "contain" }} />
      ) : null;
    const button = (
      <button type="button" aria-label={entry.name} title={entry.name} aria-haspopup="dialog" style={style} {...hover}>
        {inner}
      </button>
    );
    const waiting = (
      <button
        type="button"
        aria-label={entry.name}
        title={entry.name}
        aria-haspopup="dialog"
        style={style}
        {...hover}
        onMouseEnter={() => {
          setHovered(true);
          setWanted(true);
        }}
        onClick={() => setWanted(true)}
      >
        {inner}
      </button>
    );
    return (
      <Suspense fallback={waiting}>
        <EntryPopover title={entry.name} content={content} defaultOpen={wanted}>
          {button}
        </EntryPopover>
      </Suspense>
    );
  }
  const target = entryTarget(entry);
  if (!target) return null;
  return (
    <a href={target.href} aria-label={entry.name} title={entry.name} style={style} {...hover} {...(target.newWindow ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {inner}
    </a>
  );
}

function ChildLink({ entry }: { entry: Entry }) {
  const [hovered, setHovered] = useState(false);
  const target = entryTarget(entry);
  if (!target) return <span style={{ display: "flex", gap: 8, padding: "4px 0" }}>{entry.name}</span>;
  return (
    <a
      href={target.href}
      {...(target.newWindow ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      style={{ display: "flex", alignItems: "center", gap: 8, padding: "4px 0" }}
    >
      <Thumbnail entry={entry} hovered={hovered} size={16} />
      <span>{entry.name}</span>
    </a>
  );
}
