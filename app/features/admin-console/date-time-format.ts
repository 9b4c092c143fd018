import "dayjs/locale/sv";
import "dayjs/locale/zh-cn";

/**
 * How the console's date and date-time fields show and take a time (ADR 062): year first, 24-hour,
 * in every locale (zh-CN, en and sv-SE alike), never the browser's US order. The imports register
 * dayjs's Chinese and Swedish names, which antd's pickers ask dayjs for by the ConfigProvider
 * locale (zh_CN → zh-cn, sv_SE → sv): without them a picker's month and weekday names are English
 * whatever the console's language.
 */
export const CONSOLE_DATE_FORMAT = "YYYY-MM-DD";
export const CONSOLE_DATE_TIME_FORMAT = "YYYY-MM-DD HH:mm";
