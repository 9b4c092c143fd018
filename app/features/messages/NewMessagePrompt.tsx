import { Button, Checkbox } from "antd";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";

interface Props {
  count: number;
  /** The user answered: `view` goes to the unread messages; `neverRemind` keeps the prompt away from now on. */
  onDone(answer: { view: boolean; neverRemind: boolean }): void;
}

/**
 * SPEC §2 dialogs "new-message prompt with a never-remind option": how many messages are unread,
 * a box to tick for never being reminded again, Later and View. It is not modal (a notification at
 * the bottom right): the page stays usable beside it.
 */
export function NewMessagePrompt({ count, onDone }: Props) {
  const { t } = useTranslation();
  const [neverRemind, setNeverRemind] = useState(false);
  const textId = useId();
  return (
    <div role="dialog" aria-modal="false" aria-label={t("messages.prompt.title")} aria-describedby={textId}>
      <p id={textId} style={{ margin: "0 0 8px" }}>
        {t("messages.prompt.text", { count })}
      </p>
      <div style={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 8, flexWrap: "wrap" }}>
        <Checkbox checked={neverRemind} onChange={(event) => setNeverRemind(event.target.checked)}>
          {t("messages.prompt.neverRemind")}
        </Checkbox>
        <span style={{ display: "inline-flex", gap: 8 }}>
          <Button size="small" onClick={() => onDone({ view: false, neverRemind })}>
            {t("messages.prompt.later")}
          </Button>
          <Button type="primary" size="small" onClick={() => onDone({ view: true, neverRemind })}>
            {t("messages.prompt.view")}
          </Button>
        </span>
      </div>
    </div>
  );
}
