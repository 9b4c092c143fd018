import { Dropdown, Popover, type DropdownProps, type PopoverProps } from "antd";
import { useState } from "react";
import { useCloseOnBlockingDialog } from "./blocking-dialog";

/** An open state that a blocking dialog coming up closes (useCloseOnBlockingDialog), starting at `initial`. */
function useClosingOpen(initial: boolean | undefined): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(initial ?? false);
  useCloseOnBlockingDialog(open, () => setOpen(false));
  return [open, setOpen];
}

/**
 * antd's Dropdown, closed when a blocking dialog opens over the page (the re-login, the identity
 * dialog): no header popup stays drawn above a modal, hiding its text.
 */
export function ClosingDropdown({ onOpenChange, ...props }: Omit<DropdownProps, "open">) {
  const [open, setOpen] = useClosingOpen(false);
  return (
    <Dropdown
      {...props}
      open={open}
      onOpenChange={(next, info) => {
        setOpen(next);
        onOpenChange?.(next, info);
      }}
    />
  );
}

/** antd's Popover, closed when a blocking dialog opens over the page (as ClosingDropdown). */
export function ClosingPopover({ defaultOpen, onOpenChange, ...props }: Omit<PopoverProps, "open">) {
  const [open, setOpen] = useClosingOpen(defaultOpen);
  return (
    <Popover
      {...props}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        onOpenChange?.(next);
      }}
    />
  );
}
