import { Button, Card, Empty, Tag, Typography } from "antd";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useOrg, usePlan } from "#app/shell/stores";
import { textInLocale } from "#app/kit/i18n/texts-by-locale";
import type { BulletinItem } from "#app/types/generated/bulletin-item";
import { formatDateTime } from "./format";
import { Section } from "./Section";
import { useSeededLoad } from "./workbench-seed";
import { platformWorkbenchApi, type WorkbenchApi } from "../../platform-api/workbench";
import { tagColour } from "#app/kit/styles/tag-colour";
import { useBrowserLayoutEffect } from "#app/kit/react/use-browser-layout-effect";

const LEVEL_COLOURS: Record<BulletinItem["level"], string | undefined> = { normal: undefined, important: "orange", urgent: "red" };

/**
 * A notice's text in two lines at most, with a button that shows the rest when it is longer. Not
 * antd's expandable ellipsis: while measuring, that draws a copy of its button inside an
 * aria-hidden box, a focusable control hidden from assistive technology.
 */
function ClampedText({ text }: { text: string }) {
  const { t } = useTranslation();
  const box = useRef<HTMLParagraphElement>(null);
  const [open, setOpen] = useState(false);
  const [clipped, setClipped] = useState(false);
  useBrowserLayoutEffect(() => {
    const paragraph = box.current;
    if (!paragraph || open) return;
    const read = () => setClipped(paragraph.scrollHeight > paragraph.clientHeight + 1);
    read();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(read);
    observer.observe(paragraph);
    return () => observer.disconnect();
  }, [text, open]);
  return (
    <>
      <p ref={box} style={{ margin: "4px 0 0", overflowWrap: "anywhere", ...(open ? {} : { display: "-webkit-box", WebkitLineClamp: 2, WebkitBoxOrient: "vertical", overflow: "hidden" }) }}>
        {text}
      </p>
      {clipped && !open ? (
        <Button type="link" size="small" aria-expanded={false} onClick={() => setOpen(true)} style={{ padding: 0, height: "auto" }}>
          {t("workbench.bulletins.more")}
        </Button>
      ) : null}
    </>
  );
}

/** One notice: title with its level, who published it for which org and when, and the text. */
function Bulletin({ item, locale }: { item: BulletinItem; locale: string }) {
  const { t } = useTranslation();
  // SPEC §3 nameAllLang, for a notice's title, text and publisher: the language shown, else the notice's own.
  const title = textInLocale(item.title, item.titleAllLang, locale);
  const content = item.content ? textInLocale(item.content, item.contentAllLang, locale) : "";
  const publisher = item.publisher ? textInLocale(item.publisher, item.publisherAllLang, locale) : "";
  const meta = [publisher, item.orgName, formatDateTime(item.publishTime, locale)].filter(Boolean).join(" · ");
  return (
    <li style={{ padding: "8px 0", borderBottom: "1px solid rgba(5,5,5,0.06)" }} aria-label={title}>
      <Typography.Text strong>{title}</Typography.Text>
      {item.level !== "normal" ? (
        <Tag {...tagColour(LEVEL_COLOURS[item.level], { marginLeft: 8 })}>
          {t(`workbench.bulletins.level.${item.level}`)}
        </Tag>
      ) : null}
      <div>
        <Typography.Text type="secondary">{meta}</Typography.Text>
      </div>
      {content ? (
        <ClampedText text={content} />
      ) : null}
    </li>
  );
}

/**
 * SPEC §7 project bulletin board of the current org: its own notices and those of the orgs
 * above it, newest first.
 */
export function BulletinBoard({ api = platformWorkbenchApi, limit }: { api?: WorkbenchApi; limit?: number }) {
  const { org } = useOrg();
  const { locale } = usePlan();
  const { t } = useTranslation();
  const title = t("workbench.bulletins.title");
  const orgId = org?.id ?? null;
  // The document brings the board of the org it was drawn for (workbench-seed.tsx, ADR 064).
  const state = useSeededLoad(
    `bulletins:${orgId ?? ""}`,
    () => (orgId ? api.bulletins(orgId) : Promise.resolve([])),
    (seed) => (seed.orgId === orgId ? (seed.bulletins ?? undefined) : undefined),
  );
  if (!orgId) {
    return (
      <Card title={title} size="small" role="region" aria-label={title} style={{ marginBottom: 16 }}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("workbench.bulletins.noOrg")} />
      </Card>
    );
  }
  return (
    <Section title={title} state={state} emptyText={t("workbench.bulletins.empty")} isEmpty={(items) => items.length === 0}>
      {(items) => (
        <ul style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {(limit ? items.slice(0, limit) : items).map((item) => (
            <Bulletin key={item.id} item={item} locale={locale} />
          ))}
        </ul>
      )}
    </Section>
  );
}
