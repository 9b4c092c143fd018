import { ClosingPopover } from "#app/kit/react/closing-popups";
import type { ReactElement, ReactNode } from "react";

interface Props {
  title: string;
  content: ReactNode;
  /** Opened at once: the entry was clicked or pointed at while this code loaded. */
  defaultOpen: boolean;
  children: ReactElement;
}

/** The popover of an entry with children or an image (EntryItem), loaded when such an entry is first shown. */
export default function EntryPopover({ title, content, defaultOpen, children }: Props) {
  return (
    <ClosingPopover content={content} title={title} trigger={["hover", "click"]} defaultOpen={defaultOpen}>
      {children}
    </ClosingPopover>
  );
}
