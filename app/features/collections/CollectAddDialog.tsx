import { App, Modal, Select, Typography } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { useSession, usePlan, useMenus } from "#app/shell/stores";
import { canStarMenu, isMenuCollected } from "#app/features/collections/collections.rules";
import { filterCategoryLeaves, menuChildren, menuName } from "#app/features/menus/menu-tree.rules";
import { toggleCollected, useCollectionsStore } from "#app/features/collections/collections.store";
import type { MenuNode } from "#app/types/generated/menu-node";

interface Props {
  open: boolean;
  onClose(): void;
  /** SPEC §3 bizType of the collected list; null for the portal's own. */
  bizType?: string | null;
}

/** A choice of the dialog: the menu, its name in the locale and where it is (its path of names). */
interface Choice {
  menu: MenuNode;
  name: string;
  where: string;
}

/**
 * The page menus of the visible tree that may be collected and are not yet (SPEC §5 collect
 * rules: not level 1, with a code, not the about-blank placeholder, no noAuth; page menus,
 * type 1), each with its path of names in `locale`, in the tree's order.
 */
export function collectChoices(tree: readonly MenuNode[], collected: unknown, locale: string): Choice[] {
  const choices: Choice[] = [];
  const seen = new Set<string>();
  const walk = (nodes: readonly MenuNode[], names: string[]) => {
    for (const node of filterCategoryLeaves(nodes)) {
      const name = menuName(node, locale);
      if (!seen.has(node.id) && node.type === 1 && node.disabled !== true && canStarMenu(node, "leftMenu") && !isMenuCollected(collected, node)) {
        seen.add(node.id);
        choices.push({ menu: node, name, where: names.filter(Boolean).join(" / ") });
      }
      walk(menuChildren(node), [...names, name]);
    }
  };
  walk(tree, []);
  return choices;
}

/**
 * SPEC §2 dialogs "collect-menu add dialog", §4 "Collecting from a menu sends the updated
 * collection list, reloads collections and shows a success message": the user finds a menu
 * by its name (or its place) and collects it; the list goes to the platform through the
 * collections store, so the header and the workbench show it at once.
 */
export function CollectAddDialog({ open, onClose, bizType = null }: Props) {
  const menus = useMenus();
  const { user, tenant } = useSession();
  const { locale } = usePlan();
  const store = useCollectionsStore();
  const snap = useSnapshot(store);
  const { message } = App.useApp();
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const choices = useMemo(() => collectChoices(menus?.tree ?? [], snap.collected, locale), [menus, snap.collected, locale]);

  function close() {
    setChosen(null);
    onClose();
  }

  async function collect() {
    const choice = choices.find((item) => item.menu.id === chosen);
    if (!choice) return;
    setSaving(true);
    const result = await toggleCollected(store, choice.menu, { tenantId: tenant?.id ?? null, userId: user?.id ?? null, bizType, locale });
    setSaving(false);
    if (result.kind === "failed") return void message.error(t("sidebar.starFailed", { name: choice.name, message: result.message }));
    void message.success(t("sidebar.starred", { name: choice.name }));
    close();
  }

  return (
    <Modal
      open={open}
      title={t("header.collectAdd")}
      okText={t("header.collectAddConfirm")}
      okButtonProps={{ disabled: chosen === null }}
      confirmLoading={saving}
      onOk={() => void collect()}
      onCancel={close}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t("header.collectAddHint")}</Typography.Paragraph>
      <Select
        showSearch
        autoFocus
        style={{ width: "100%" }}
        aria-label={t("header.collectAddField")}
        placeholder={t("header.collectAddField")}
        value={chosen}
        onChange={(value: string) => setChosen(value)}
        notFoundContent={t("header.collectAddNone")}
        // Found by the menu's name or its place, in the language shown.
        filterOption={(input, option) => (option?.label ?? "").toLowerCase().includes(input.trim().toLowerCase())}
        // A text label (the option's accessible name: the menu and where it is), drawn with its place dimmed.
        options={choices.map((choice) => ({ value: choice.menu.id, label: choice.where ? `${choice.name} (${choice.where})` : choice.name, name: choice.name, where: choice.where }))}
        optionRender={(option) => (
          <span style={{ whiteSpace: "normal" }}>
            {option.data.name}
            {option.data.where ? (
              <Typography.Text type="secondary" style={{ marginLeft: 8, fontSize: 12 }}>
                {option.data.where}
              </Typography.Text>
            ) : null}
          </span>
        )}
      />
    </Modal>
  );
}
