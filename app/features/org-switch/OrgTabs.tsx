import { theme } from "antd";
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

export interface OrgTab<K extends string> {
  key: K;
  label: string;
  children: ReactNode;
}

interface Props<K extends string> {
  label: string;
  items: readonly OrgTab<K>[];
  active: K;
  onChange: (key: K) => void;
}

/**
 * A plain WAI-ARIA tab list for the org switch panel: arrow keys, Home and End move
 * between tabs. A tab's panel is drawn when first shown and kept, hidden, afterwards
 * (as antd Tabs do), without antd Tabs' measuring and ink-bar animation.
 */
export function OrgTabs<K extends string>({ label, items, active, onChange }: Props<K>) {
  const { token } = theme.useToken();
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const [visited, setVisited] = useState<ReadonlySet<K>>(() => new Set([active]));
  if (!visited.has(active)) setVisited(new Set([...visited, active]));

  const select = (index: number) => {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    onChange(item.key);
    tabs.current[items.indexOf(item)]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const to = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: items.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    select(to);
  };

  return (
    <>
      <div role="tablist" aria-label={label} style={{ display: "flex", gap: token.marginLG, borderBottom: `1px solid ${token.colorSplit}`, marginBottom: token.marginSM, flex: "none" }}>
        {items.map((item, index) => {
          const selected = item.key === active;
          return (
            <button
              key={item.key}
              ref={(el) => {
                tabs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${item.key}`}
              aria-selected={selected}
              aria-controls={visited.has(item.key) ? `${id}-panel-${item.key}` : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(item.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
              style={{
                background: "none",
                border: 0,
                borderBottom: `2px solid ${selected ? token.colorPrimary : "transparent"}`,
                marginBottom: -1,
                padding: `${token.paddingXS}px 0`,
                cursor: "pointer",
                font: "inherit",
                color: selected ? token.colorPrimary : token.colorText,
              }}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) =>
        visited.has(item.key) ? (
          <div
            key={item.key}
            role="tabpanel"
            id={`${id}-panel-${item.key}`}
            aria-labelledby={`${id}-tab-${item.key}`}
            hidden={item.key !== active}
            style={{ flex: 1, minHeight: 0 }}
          >
            {item.children}
          </div>
        ) : null,
      )}
    </>
  );
}
