import { Button, Modal, Spin } from "antd";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { loadAreaStrings } from "#app/kit/i18n/locale-bundle";

/** The two documents the privacy dialog asks the user to accept (SPEC §2 "privacy policy and agreement"). */
export type LegalDocumentKind = "privacyPolicy" | "userAgreement";

interface LegalDocument {
  updated: string;
  sections: { heading: string; text: string }[];
}

function readDocument(value: unknown): LegalDocument | null {
  if (typeof value !== "object" || value === null) return null;
  const { updated, sections } = value as { updated?: unknown; sections?: unknown };
  if (typeof updated !== "string" || !Array.isArray(sections)) return null;
  const read = sections.filter((s): s is { heading: string; text: string } => typeof s === "object" && s !== null && typeof s.heading === "string" && typeof s.text === "string");
  return { updated, sections: read };
}

interface Props {
  /** The document to show; null: the reader is closed. */
  kind: LegalDocumentKind | null;
  onClose(): void;
}

/**
 * Reads the privacy policy or the user agreement inside the privacy dialog, in the page's
 * language (the `legal` strings, loaded when a document is first opened). A dialog over the
 * privacy dialog: Escape or Close returns to it, and the focus to the link that opened it.
 * The text scrolls in its own region, which the keyboard reaches.
 */
export function LegalDocumentDialog({ kind, onClose }: Props) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState(false);
  const textId = useId();
  useEffect(() => {
    if (kind === null || loaded) return;
    let live = true;
    loadAreaStrings("legal").then(
      () => live && setLoaded(true),
      // Not loaded (offline): the reader says so through its empty state, and a later opening tries again.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [kind, loaded]);
  const text = kind && loaded ? readDocument(t(`legal.${kind}`, { returnObjects: true })) : null;
  const title = kind ? t(`firstVisit.${kind}`) : "";
  return (
    <Modal
      open={kind !== null}
      title={title}
      width={640}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          {t("firstVisit.documentClose")}
        </Button>
      }
    >
      {text ? (
        <section id={textId} tabIndex={0} aria-label={title} style={{ maxHeight: "60vh", overflowY: "auto", paddingRight: 8 }}>
          <p style={{ color: "rgba(0, 0, 0, 0.6)", marginTop: 0 }}>{text.updated}</p>
          {text.sections.map((section) => (
            <div key={section.heading}>
              <h3 style={{ fontSize: 15, fontWeight: 600, margin: "16px 0 4px" }}>{section.heading}</h3>
              <p style={{ margin: 0, lineHeight: 1.7 }}>{section.text}</p>
            </div>
          ))}
        </section>
      ) : (
        <div role="status" aria-label={t("firstVisit.documentLoading")} style={{ display: "grid", placeItems: "center", padding: 32 }}>
          <Spin />
        </div>
      )}
    </Modal>
  );
}
