import {
  Alert,
  App,
  AutoComplete,
  Badge,
  Button,
  Card,
  Checkbox,
  Col,
  Descriptions,
  Drawer,
  Dropdown,
  Empty,
  Form,
  Input,
  Layout,
  List,
  Menu,
  message,
  Modal,
  notification,
  Pagination,
  Popover,
  QRCode,
  Radio,
  Result,
  Row,
  Segmented,
  Select,
  Skeleton,
  Space,
  Spin,
  Table,
  Tabs,
  Tag,
  Tooltip,
  Typography,
} from "antd";
import { useSearchBoxStyle } from "#app/features/menus/search-box-style";

/** The portal's own styles registered in antd's style cache (the header's menu search). */
function PortalStyles() {
  useSearchBoxStyle();
  return null;
}

/** Menu items of every kind. */
const items = [
  { key: "a", label: "a", icon: <span /> },
  { key: "b", label: "b", children: [{ key: "c", label: "c" }] },
  { type: "group" as const, key: "d", label: "d", children: [{ key: "e", label: "e" }] },
  { type: "divider" as const, key: "f" },
];

/**
 * The antd components the portal draws (ADR 011), each drawn once so that its styles are
 * registered: the stylesheet of a theme is what these register under it. Drawers and popups
 * are drawn as their panels (antd's own way of drawing them without opening them); a dialog
 * closed (its panel would draw under a theme of its own), and its confirm dialogs not at all:
 * their styles come when one first opens.
 * A component the portal starts to use belongs here; until it is, a page that draws it
 * carries its styles inline (`tests/unit/antd-sheet.test.ts` checks that every antd component
 * the portal imports is imported here).
 */
export function ThemedCatalogue() {
  return (
    <>
      <PortalStyles />
      {/* The portal's own App (PortalShell): messages, notifications and confirm dialogs under the page's theme. */}
      <App component={false}>
        <message._InternalPanelDoNotUseOrYouWillBeFired content="a" />
        <notification._InternalPanelDoNotUseOrYouWillBeFired message="a" />
      </App>
      <Alert message="a" />
      <AutoComplete options={[{ value: "a" }]} />
      <Badge count={1} />
      <Badge status="processing" />
      <Badge.Ribbon text="a">
        <span />
      </Badge.Ribbon>
      <Button />
      <Space.Compact>
        <Button />
        <Input />
      </Space.Compact>
      <Card title="a" extra="b" actions={[<span key="a" />]}>
        <Card.Meta title="a" />
        <Card.Grid />
      </Card>
      <Card tabList={[{ key: "a", label: "a" }]} />
      <Checkbox />
      <Checkbox.Group options={["a"]} />
      <Descriptions items={[{ key: "a", label: "a", children: "a" }]} />
      <Drawer._InternalPanelDoNotUseOrYouWillBeFired />
      <Dropdown menu={{ items }}>
        <span />
      </Dropdown>
      <Empty />
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      <Form>
        <Form.Item label="a" name="a" help="a" rules={[{ required: true }]}>
          <Input />
        </Form.Item>
      </Form>
      <Input />
      <Input.Password />
      <Input.Search />
      <Input.TextArea />
      <Input.OTP />
      <Layout>
        <Layout.Header />
        <Layout.Sider />
        <Layout.Content />
        <Layout.Footer />
      </Layout>
      <List dataSource={["a"]} renderItem={(item) => <List.Item actions={[<span key="a" />]}><List.Item.Meta title={item} /></List.Item>} />
      <Menu items={items} mode="inline" />
      <Menu items={items} mode="horizontal" />
      <Menu items={items} mode="vertical" />
      <Modal open={false} />
      <Pagination total={100} />
      <Pagination total={100} size="small" simple />
      <Popover content="a">
        <span />
      </Popover>
      <Popover._InternalPanelDoNotUseOrYouWillBeFired content="a" />
      <QRCode value="a" />
      <Radio />
      <Radio.Group options={["a"]} />
      <Radio.Group options={["a"]} optionType="button" />
      <Result title="a" />
      <Row>
        <Col span={1} />
      </Row>
      <Segmented options={["a"]} />
      <Select options={[{ value: "a" }]} />
      <Select options={[{ value: "a" }]} mode="multiple" />
      <Skeleton active avatar />
      <Skeleton.Button />
      <Skeleton.Input />
      <Skeleton.Image />
      <Skeleton.Avatar />
      <Space />
      <Spin />
      <Table columns={[{ key: "a", title: "a", dataIndex: "a" }]} dataSource={[{ key: "a", a: "a" }]} rowSelection={{}} pagination={{ total: 100 }} />
      <Tabs items={[{ key: "a", label: "a", children: "a" }]} />
      <Tag />
      <Tag color="blue" />
      <Tag.CheckableTag checked={false} />
      <Tooltip title="a">
        <span />
      </Tooltip>
      <Tooltip._InternalPanelDoNotUseOrYouWillBeFired title="a" />
      <Typography.Title />
      <Typography.Text />
      <Typography.Paragraph />
      <Typography.Link />
    </>
  );
}

/**
 * What every page draws at its root, outside a page's theme: antd's App, its messages and
 * notifications with their buttons, and the dialog that says the page's context changed in
 * another tab (ContextChangedDialog, which root.tsx draws once a call is refused).
 */
export function RootCatalogue() {
  return (
    <>
      <Button />
      <Modal open={false} />
      <message._InternalPanelDoNotUseOrYouWillBeFired content="a" />
      <notification._InternalPanelDoNotUseOrYouWillBeFired message="a" />
    </>
  );
}
