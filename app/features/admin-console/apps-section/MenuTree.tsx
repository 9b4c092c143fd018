import { Alert, Button, Popconfirm, Space, Tag, Tree, Typography } from "antd";
import type { DataNode, TreeProps } from "antd/es/tree";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { deleteMenu, listAdminMenus, listMenuRoles, updateMenu, type AdminMenu, type MenuRole } from "#app/platform-api/product-admin";
import type { MicroApp } from "#app/types/generated/micro-app";
import { MenuForm } from "./MenuForm";
import { dropTarget, menuTree, movePuts, moveDownTarget, moveIntoTarget, moveOutTarget, moveUpTarget, type MenuTreeNode, type MoveTarget } from "./menu-tree.rules";

export interface MenuTreeProps {
  /** The registered apps a page may open. */
  apps: readonly MicroApp[];
}

type Editing = { menu: AdminMenu | null; parent: AdminMenu | null } | null;

/**
 * The tenant's application menu tree (SPEC §2 levels: category → app → pages and directories):
 * drag a menu to reorder or move it, or select it and use the move buttons (the keyboard's
 * way); make, change and remove menus. Each move is the platform's menu PUTs (the menu's new
 * parent and sort, then the siblings' new sorts).
 */
export function MenuTree({ apps }: MenuTreeProps) {
  const { t, i18n } = useTranslation();
  const [menus, setMenus] = useState<AdminMenu[] | null>(null);
  const [roles, setRoles] = useState<MenuRole[]>([]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const [editing, setEditing] = useState<Editing>(null);

  const load = useCallback(async () => {
    try {
      const [list, menuRoles] = await Promise.all([listAdminMenus(), listMenuRoles()]);
      setMenus(list);
      setRoles(menuRoles);
      setExpanded((keys) => keys ?? list.filter((m) => m.level === 1).map((m) => m.id));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
      setMenus((m) => m ?? []);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const nameOf = useCallback((menu: AdminMenu) => menu.nameAllLang[i18n.language] ?? menu.name, [i18n.language]);
  const selected = menus?.find((m) => m.id === selectedId) ?? null;

  const treeData = useMemo(() => {
    const toData = (node: MenuTreeNode): DataNode => ({
      key: node.menu.id,
      title: (
        <span>
          <span>{nameOf(node.menu)}</span>{" "}
          <Tag bordered={false} style={{ marginInlineStart: 4 }}>
            {t(`adminConsole.apps.sourceTypes.${node.menu.sourceType}`)}
          </Tag>
          {node.menu.microAppId && <Tag color="blue">{node.menu.microAppId}</Tag>}
        </span>
      ),
      children: node.children.map(toData),
    });
    return menus ? menuTree(menus).map(toData) : [];
  }, [menus, nameOf, t]);

  const move = async (menu: AdminMenu, target: MoveTarget | null) => {
    if (!menus) return;
    setProblem(null);
    const puts = target ? movePuts(menus, menu.id, target.parentId, target.index) : null;
    if (!puts) {
      setProblem(t("adminConsole.apps.menu.cannotGo", { name: nameOf(menu) }));
      return;
    }
    if (puts.length === 0) return;
    setBusy(true);
    try {
      for (const put of puts) await updateMenu(put.id, put.body);
      const parent = target?.parentId ? menus.find((m) => m.id === target.parentId) : null;
      setStatus(t("adminConsole.apps.menu.moved", { name: nameOf(menu), parent: parent ? nameOf(parent) : t("adminConsole.apps.menu.top"), position: (target?.index ?? 0) + 1 }));
      if (parent) setExpanded((keys) => [...new Set([...(keys ?? []), parent.id])]);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      await load();
      setBusy(false);
    }
  };

  const onDrop: TreeProps["onDrop"] = (info) => {
    if (!menus) return;
    const dragged = menus.find((m) => m.id === String(info.dragNode.key));
    const onto = menus.find((m) => m.id === String(info.node.key));
    if (!dragged || !onto) return;
    const pos = info.node.pos.split("-");
    const relative = info.dropPosition - Number(pos[pos.length - 1]);
    void move(dragged, dropTarget(menus, dragged.id, onto, info.dropToGap, relative));
  };

  const remove = async (menu: AdminMenu) => {
    setProblem(null);
    setBusy(true);
    try {
      await deleteMenu(menu.id);
      setSelectedId(null);
      setStatus(t("adminConsole.apps.menu.deleted", { name: nameOf(menu) }));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      await load();
      setBusy(false);
    }
  };

  const named = (key: string) => (selected ? t(key, { name: nameOf(selected) }) : t(key, { name: "" }));
  const moves = selected && menus ? { up: moveUpTarget(menus, selected), down: moveDownTarget(menus, selected), into: moveIntoTarget(menus, selected), out: moveOutTarget(menus, selected) } : null;

  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t("adminConsole.apps.menu.help")}
      </Typography.Paragraph>
      <Space wrap role="toolbar" aria-label={t("adminConsole.apps.menu.toolbar")}>
        <Button type="primary" onClick={() => setEditing({ menu: null, parent: selected })}>
          {selected ? t("adminConsole.apps.menu.addUnder", { name: nameOf(selected) }) : t("adminConsole.apps.menu.createTop")}
        </Button>
        <Button disabled={!selected || busy} onClick={() => selected && setEditing({ menu: selected, parent: null })} aria-label={named("adminConsole.apps.menu.editNamed")}>
          {t("adminConsole.apps.edit")}
        </Button>
        <Button disabled={!moves?.up || busy} onClick={() => selected && void move(selected, moves?.up ?? null)} aria-label={named("adminConsole.apps.menu.moveUp")}>
          {t("adminConsole.apps.menu.up")}
        </Button>
        <Button disabled={!moves?.down || busy} onClick={() => selected && void move(selected, moves?.down ?? null)} aria-label={named("adminConsole.apps.menu.moveDown")}>
          {t("adminConsole.apps.menu.down")}
        </Button>
        <Button disabled={!moves?.into || busy} onClick={() => selected && void move(selected, moves?.into ?? null)} aria-label={named("adminConsole.apps.menu.moveInto")}>
          {t("adminConsole.apps.menu.into")}
        </Button>
        <Button disabled={!moves?.out || busy} onClick={() => selected && void move(selected, moves?.out ?? null)} aria-label={named("adminConsole.apps.menu.moveOut")}>
          {t("adminConsole.apps.menu.out")}
        </Button>
        <Popconfirm
          title={named("adminConsole.apps.menu.deleteConfirm")}
          okText={t("adminConsole.apps.delete")}
          cancelText={t("adminConsole.apps.cancel")}
          onConfirm={() => selected && remove(selected)}
          disabled={!selected || busy}
        >
          <Button danger disabled={!selected || busy} aria-label={named("adminConsole.apps.menu.deleteNamed")}>
            {t("adminConsole.apps.delete")}
          </Button>
        </Popconfirm>
      </Space>
      {problem && <Alert type="error" showIcon message={problem} closable onClose={() => setProblem(null)} />}
      <div role="status" aria-live="polite" style={{ minHeight: 22 }}>
        {status}
      </div>
      {menus === null ? (
        <Typography.Text>{t("adminConsole.loading")}</Typography.Text>
      ) : (
        <Tree
          aria-label={t("adminConsole.apps.menu.treeLabel")}
          draggable={busy ? false : { icon: false }}
          blockNode
          treeData={treeData}
          expandedKeys={expanded ?? []}
          onExpand={(keys) => setExpanded(keys.map(String))}
          selectedKeys={selectedId ? [selectedId] : []}
          onSelect={(keys) => setSelectedId(keys.length > 0 ? String(keys[0]) : null)}
          onDrop={onDrop}
        />
      )}
      {editing && (
        <MenuForm
          key={editing.menu?.id ?? `new-${editing.parent?.id ?? "top"}`}
          menu={editing.menu}
          parent={editing.parent}
          apps={apps}
          roles={roles}
          open
          onOpenChange={(open) => !open && setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setSelectedId(saved.id);
            if (saved.parentId) setExpanded((keys) => [...new Set([...(keys ?? []), saved.parentId as string])]);
            setStatus(t("adminConsole.apps.menu.saved", { name: nameOf(saved) }));
            void load();
          }}
        />
      )}
    </Space>
  );
}
