import zhCN from "antd/es/locale/zh_CN";
import { describe, expect, it } from "vitest";
import { antdLocaleOf } from "#app/kit/i18n/locale-bundle";
import { bundles } from "#app/kit/i18n/resources";

describe("antd's locale in the locale bundles", () => {
  it("is the locale whether its module came as CommonJS (the server) or as an ES module (the browser)", () => {
    expect(antdLocaleOf({ default: zhCN })).toBe(zhCN);
    expect(antdLocaleOf(zhCN)).toBe(zhCN);
  });

  it("gives antd's own texts in each locale", () => {
    expect(bundles["zh-CN"].antd.locale).toBe("zh-cn");
    expect(bundles["zh-CN"].antd.Empty?.description).toBe("暂无数据");
    expect(bundles["sv-SE"].antd.Empty?.description).toBe("Ingen data");
    expect(bundles.en.antd.Empty?.description).toBe("No data");
  });
});
