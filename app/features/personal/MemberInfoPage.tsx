import { Alert, Button, Descriptions, Form, Input, Space, Skeleton } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "#app/platform-api/client";
import { formatDateTime } from "#app/features/workbench/format";
import { useLoad } from "#app/features/workbench/use-load";
import { usePlan } from "#app/shell/stores";
import { MEMBER_MENU_CODES } from "#app/kit/constants";
import type { AccountInfo } from "#app/types/generated/account-info";
import type { MenuNode } from "#app/types/generated/menu-node";
import { emailProblem, mobileProblem, NICKNAME_MAX, nicknameProblem } from "./account-fields";
import { useUnsavedChangesGuard } from "#app/features/menus/use-unsaved-guard";
import { PersonalLayout } from "./PersonalLayout";
import { MemberInfoChangedError, platformPersonalApi, type AccountChanges, type PersonalApi } from "../../platform-api/personal";

interface Props {
  menu: MenuNode | null;
  api?: PersonalApi;
  /** Called after a saved change, e.g. so the header shows the new nickname. */
  onSaved?(info: AccountInfo): void;
}

interface FormValues {
  nickname: string;
  mobile: string;
  email: string;
}

type Notice = { type: "success" | "info" | "error"; message: string; description?: string } | null;

/** A field rule from one of the account-field checks: its message in the active locale. */
function ruleOf(check: (value: unknown) => string | null, t: (key: string, options?: Record<string, unknown>) => string) {
  return {
    validator: (_: unknown, value: unknown) => {
      const problem = check(value);
      return problem ? Promise.reject(new Error(t(problem, { max: NICKNAME_MAX }))) : Promise.resolve();
    },
  };
}

function MemberInfo({ api, onSaved }: { api: PersonalApi; onSaved?: (info: AccountInfo) => void }) {
  const { t } = useTranslation();
  const { locale } = usePlan();
  const loaded = useLoad("account-info", () => api.accountInfo());
  const [saved, setSaved] = useState<AccountInfo | null>(null);
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [dirty, setDirty] = useState(false);
  useUnsavedChangesGuard(editing && dirty);

  if (loaded.status === "loading") return <Skeleton active />;
  if (loaded.status === "error") {
    return (
      <Alert
        type="error"
        showIcon
        message={t("personal.info.loadFailed")}
        description={loaded.error instanceof Error ? loaded.error.message : undefined}
        action={<Button onClick={loaded.reload}>{t("personal.retry")}</Button>}
      />
    );
  }
  const info = saved ?? loaded.data;
  const dash = t("personal.info.notSet");

  const startEditing = () => {
    setNotice(null);
    setDirty(false);
    setEditing(true);
  };
  const initialValues: FormValues = { nickname: info.nickname, mobile: info.mobile ?? "", email: info.email ?? "" };
  const differs = (values: FormValues) => (Object.keys(initialValues) as (keyof FormValues)[]).some((name) => (values[name] ?? "") !== initialValues[name]);

  const save = async (values: FormValues) => {
    const next: Required<AccountChanges> = { nickname: values.nickname.trim(), mobile: values.mobile.trim(), email: values.email.trim() };
    const changes: AccountChanges = {};
    if (next.nickname !== info.nickname) changes.nickname = next.nickname;
    if (next.mobile !== (info.mobile ?? "")) changes.mobile = next.mobile;
    if (next.email !== (info.email ?? "")) changes.email = next.email;
    if (Object.keys(changes).length === 0) {
      setEditing(false);
      setNotice({ type: "info", message: t("personal.info.unchanged") });
      return;
    }
    setSaving(true);
    try {
      const updated = await api.updateAccountInfo(changes, info.infoVersion ?? null);
      setSaved(updated);
      setDirty(false);
      setEditing(false);
      setNotice({ type: "success", message: t("personal.info.saved") });
      onSaved?.(updated);
    } catch (error) {
      if (error instanceof MemberInfoChangedError) {
        // ADR 033: changed in another window or on another device first. What is stored now is
        // read; the form keeps what the user typed, and the next save is made on the new version.
        const current = error.current ?? (await api.accountInfo().catch(() => null));
        if (current) setSaved(current);
        setNotice({
          type: "error",
          message: t("personal.info.changedElsewhere"),
          description: current
            ? t("personal.info.storedNow", { nickname: current.nickname || dash, mobile: current.mobile || dash, email: current.email || dash })
            : undefined,
        });
        return;
      }
      const detail = error instanceof ApiError ? error.message : error instanceof Error ? error.message : undefined;
      setNotice({ type: "error", message: t("personal.info.saveFailed"), description: detail });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      {notice ? (
        <Alert type={notice.type} showIcon closable message={notice.message} description={notice.description} style={{ marginBottom: 16 }} onClose={() => setNotice(null)} />
      ) : null}
      {editing ? (
        <Form<FormValues>
          layout="vertical"
          initialValues={initialValues}
          onValuesChange={(_, values) => setDirty(differs(values))}
          style={{ maxWidth: 480 }}
          onFinish={(values) => void save(values)}
          aria-label={t("personal.info.editTitle")}
        >
          <Form.Item label={t("personal.info.nickname")} name="nickname" rules={[ruleOf(nicknameProblem, t)]}>
            <Input autoComplete="nickname" maxLength={NICKNAME_MAX * 2} />
          </Form.Item>
          <Form.Item label={t("personal.info.mobile")} name="mobile" rules={[ruleOf(mobileProblem, t)]} extra={t("personal.info.mobileHint")}>
            <Input autoComplete="tel" inputMode="tel" maxLength={32} />
          </Form.Item>
          <Form.Item label={t("personal.info.email")} name="email" rules={[ruleOf(emailProblem, t)]}>
            <Input autoComplete="email" inputMode="email" maxLength={254} />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={saving}>
              {t("personal.info.save")}
            </Button>
            <Button
              onClick={() => {
                setDirty(false);
                setEditing(false);
              }}
              disabled={saving}
            >
              {t("personal.info.cancel")}
            </Button>
          </Space>
        </Form>
      ) : (
        <>
          <Descriptions column={1} size="small" bordered style={{ maxWidth: 640, marginBottom: 16 }}>
            <Descriptions.Item label={t("personal.info.account")}>{info.accountName}</Descriptions.Item>
            <Descriptions.Item label={t("personal.info.nickname")}>{info.nickname || dash}</Descriptions.Item>
            <Descriptions.Item label={t("personal.info.mobile")}>{info.mobile || dash}</Descriptions.Item>
            <Descriptions.Item label={t("personal.info.email")}>{info.email || dash}</Descriptions.Item>
            <Descriptions.Item label={t("personal.info.passwordChangedAt")}>
              {info.passwordChangedAt ? formatDateTime(info.passwordChangedAt, locale) : t("personal.info.never")}
            </Descriptions.Item>
          </Descriptions>
          <Button type="primary" onClick={startEditing}>
            {t("personal.info.edit")}
          </Button>
        </>
      )}
    </>
  );
}

/** Member info (SPEC §2 personal centre): the member's account, and nickname, mobile and email to edit. */
export function MemberInfoPage({ menu, api = platformPersonalApi, onSaved }: Props) {
  const { t } = useTranslation();
  return (
    <PersonalLayout code={MEMBER_MENU_CODES.info} menu={menu} fallbackTitle={t("personal.info.title")} api={api}>
      <MemberInfo api={api} onSaved={onSaved} />
    </PersonalLayout>
  );
}
