/**
 * Icons shown only inside dropdown menus (the user dropdown, the tab context menu): loaded
 * with the first menu opened, not with the page (app/kit/lazy/lazy-icon.tsx).
 */
export { ApartmentOutlined, ColumnWidthOutlined, ControlOutlined, IdcardOutlined, InfoCircleOutlined, KeyOutlined, LayoutOutlined, LogoutOutlined, QrcodeOutlined, ReloadOutlined, SwapOutlined, VerticalLeftOutlined } from "@ant-design/icons";
