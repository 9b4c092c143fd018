/**
 * Online customer service widget: a side entry script (SPEC §3 side entry linkType 2).
 *
 * A launcher button at the bottom right opens a small panel where the user writes a message;
 * sent messages are listed in the panel. Nothing leaves the page: the panel keeps what was
 * written on this page only and says so. Texts follow document.documentElement.lang
 * (zh-CN, en, sv-SE), also when it changes. The only global is window.PortalCustomerService;
 * a second injection finds it and does nothing. No inline event handlers and no eval, so the
 * portal's CSP (script-src 'self' 'nonce-…') lets it run when the toolbar loads it with the
 * page's nonce. SPEC §9: the launcher appears no earlier than 2000 ms after the page started.
 * While the portal marks <html data-blocking-dialog> (a modal dialog is open), the widget is
 * hidden and inert, and it lies under antd's modal masks in any case.
 */
(function () {
  "use strict";

  var NAMESPACE = "PortalCustomerService";
  if (typeof window === "undefined" || typeof document === "undefined") return;
  if (window[NAMESPACE]) return;

  var DELAY_MS = 2000;
  var MAX_LENGTH = 500;
  var MAX_MESSAGES = 100;
  var ROOT_ID = "portal-customer-service";
  var STYLE_ID = "portal-customer-service-style";
  /** Set on <html> by the portal while a blocking (modal) dialog is open (app/kit/react/blocking-dialog.ts). */
  var BLOCKING_ATTRIBUTE = "data-blocking-dialog";

  var TEXTS = {
    "zh-CN": {
      launcher: "在线客服",
      title: "在线客服",
      close: "关闭在线客服",
      messages: "会话消息",
      greeting: "您好，请描述您遇到的问题。",
      notice: "消息仅保存在本页面，关闭或刷新页面后不再保留。",
      input: "输入消息",
      placeholder: "请输入消息，按 Enter 发送，Shift+Enter 换行",
      send: "发送",
      you: "我",
      empty: "请先输入消息",
    },
    en: {
      launcher: "Online service",
      title: "Online service",
      close: "Close online service",
      messages: "Conversation",
      greeting: "Hello, please describe the problem you have.",
      notice: "Messages are kept on this page only; they are gone once the page is closed or reloaded.",
      input: "Message",
      placeholder: "Type a message; Enter sends, Shift+Enter starts a new line",
      send: "Send",
      you: "You",
      empty: "Type a message first",
    },
    "sv-SE": {
      launcher: "Kundtjänst online",
      title: "Kundtjänst online",
      close: "Stäng kundtjänst online",
      messages: "Konversation",
      greeting: "Hej, beskriv gärna problemet du har.",
      notice: "Meddelanden sparas bara på den här sidan; de försvinner när sidan stängs eller laddas om.",
      input: "Meddelande",
      placeholder: "Skriv ett meddelande; Enter skickar, Skift+Enter ger ny rad",
      send: "Skicka",
      you: "Du",
      empty: "Skriv ett meddelande först",
    },
  };

  /** zh* → zh-CN, en* → en, sv* → sv-SE; anything else → zh-CN, the portal's default (SPEC §1). */
  function localeOf(value) {
    var lower = typeof value === "string" ? value.trim().toLowerCase() : "";
    if (lower === "en" || lower.indexOf("en-") === 0 || lower.indexOf("en_") === 0) return "en";
    if (lower === "sv" || lower.indexOf("sv-") === 0 || lower.indexOf("sv_") === 0) return "sv-SE";
    return "zh-CN";
  }

  var CSS = [
    // Under antd's modal masks (1000): a dialog that blocks the page blocks the widget too.
    "#" + ROOT_ID + "{position:fixed;right:16px;bottom:32px;z-index:990;font:14px/1.5 -apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'PingFang SC','Microsoft YaHei',sans-serif;color:#1f2329}",
    "#" + ROOT_ID + " .pcs-launcher{display:flex;align-items:center;gap:6px;height:40px;padding:0 16px;border:0;border-radius:20px;background:#2076d6;color:#fff;font:inherit;cursor:pointer;box-shadow:0 2px 8px rgba(0,0,0,.16)}",
    "#" + ROOT_ID + " .pcs-launcher:focus-visible,#" + ROOT_ID + " button:focus-visible,#" + ROOT_ID + " textarea:focus-visible{outline:2px solid #0b5cad;outline-offset:2px}",
    "#" + ROOT_ID + " .pcs-panel{position:absolute;right:0;bottom:52px;width:320px;max-width:calc(100vw - 32px);max-height:min(480px,calc(100vh - 120px));display:flex;flex-direction:column;background:#fff;border-radius:8px;box-shadow:0 6px 24px rgba(0,0,0,.2);overflow:hidden}",
    "#" + ROOT_ID + " .pcs-panel[hidden]{display:none}",
    "html[" + BLOCKING_ATTRIBUTE + "] #" + ROOT_ID + "{visibility:hidden}",
    "#" + ROOT_ID + " .pcs-head{display:flex;align-items:center;justify-content:space-between;padding:10px 12px;background:#2076d6;color:#fff}",
    "#" + ROOT_ID + " .pcs-head h2{margin:0;font-size:15px;font-weight:600}",
    "#" + ROOT_ID + " .pcs-close{width:28px;height:28px;border:0;border-radius:4px;background:transparent;color:#fff;font-size:18px;line-height:1;cursor:pointer}",
    "#" + ROOT_ID + " .pcs-close:hover{background:rgba(255,255,255,.2)}",
    "#" + ROOT_ID + " .pcs-notice{margin:0;padding:6px 12px;background:#f5f7fa;color:#646a73;font-size:12px}",
    "#" + ROOT_ID + " .pcs-list{flex:1;min-height:120px;margin:0;padding:8px 12px;list-style:none;overflow-y:auto}",
    "#" + ROOT_ID + " .pcs-list li{margin:6px 0;padding:6px 10px;border-radius:6px;background:#f0f2f5;white-space:pre-wrap;word-break:break-word}",
    "#" + ROOT_ID + " .pcs-list li.pcs-own{margin-left:32px;background:#e8f3ff}",
    "#" + ROOT_ID + " .pcs-meta{display:block;color:#646a73;font-size:12px}",
    "#" + ROOT_ID + " .pcs-form{display:flex;flex-direction:column;gap:6px;padding:8px 12px 12px;border-top:1px solid #e5e6eb}",
    "#" + ROOT_ID + " .pcs-form label{font-size:12px;color:#646a73}",
    "#" + ROOT_ID + " textarea{box-sizing:border-box;width:100%;min-height:56px;resize:vertical;padding:6px 8px;border:1px solid #d0d3d6;border-radius:4px;font:inherit}",
    "#" + ROOT_ID + " .pcs-row{display:flex;align-items:center;justify-content:space-between;gap:8px}",
    "#" + ROOT_ID + " .pcs-hint{color:#d83931;font-size:12px;min-height:18px}",
    "#" + ROOT_ID + " .pcs-send{height:32px;padding:0 16px;border:0;border-radius:4px;background:#2076d6;color:#fff;font:inherit;cursor:pointer}",
    "@media (prefers-reduced-motion:no-preference){#" + ROOT_ID + " .pcs-panel{transition:opacity .15s}}",
  ].join("\n");

  function element(tag, className, attributes) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (attributes) for (var name in attributes) if (Object.prototype.hasOwnProperty.call(attributes, name)) node.setAttribute(name, attributes[name]);
    return node;
  }

  function timeOf(date) {
    var pad = function (n) {
      return (n < 10 ? "0" : "") + n;
    };
    return pad(date.getHours()) + ":" + pad(date.getMinutes());
  }

  var state = { root: null, panel: null, launcher: null, list: null, input: null, hint: null, observer: null, timer: 0, messages: [], locale: "zh-CN" };

  function texts() {
    return TEXTS[state.locale] || TEXTS["zh-CN"];
  }

  function messageItem(message) {
    var t = texts();
    var item = element("li", "pcs-own");
    var meta = element("span", "pcs-meta");
    meta.textContent = t.you + " · " + timeOf(message.at);
    var body = element("span", "pcs-text");
    body.textContent = message.text;
    item.appendChild(meta);
    item.appendChild(body);
    return item;
  }

  /** The whole list again (first build and a change of language), announced as one update. */
  function renderMessages() {
    var list = state.list;
    if (!list) return;
    list.setAttribute("aria-busy", "true");
    while (list.firstChild) list.removeChild(list.firstChild);
    var greeting = element("li");
    greeting.textContent = texts().greeting;
    list.appendChild(greeting);
    for (var i = 0; i < state.messages.length; i += 1) list.appendChild(messageItem(state.messages[i]));
    list.setAttribute("aria-busy", "false");
    list.scrollTop = list.scrollHeight;
  }

  /** Writes the texts of the current locale into the widget (first build and every lang change). */
  function applyTexts() {
    var t = texts();
    var root = state.root;
    if (!root) return;
    root.setAttribute("lang", state.locale);
    state.launcher.querySelector(".pcs-launcher-text").textContent = t.launcher;
    root.querySelector(".pcs-head h2").textContent = t.title;
    var close = root.querySelector(".pcs-close");
    close.setAttribute("aria-label", t.close);
    close.setAttribute("title", t.close);
    root.querySelector(".pcs-notice").textContent = t.notice;
    state.list.setAttribute("aria-label", t.messages);
    root.querySelector(".pcs-form label").textContent = t.input;
    state.input.setAttribute("placeholder", t.placeholder);
    root.querySelector(".pcs-send").textContent = t.send;
    if (state.hint.textContent) state.hint.textContent = t.empty;
    renderMessages();
  }

  function open() {
    if (!state.root) return;
    state.panel.hidden = false;
    state.launcher.setAttribute("aria-expanded", "true");
    state.input.focus();
  }

  function close() {
    if (!state.root) return;
    var hadFocus = state.panel.contains(document.activeElement);
    state.panel.hidden = true;
    state.launcher.setAttribute("aria-expanded", "false");
    if (hadFocus) state.launcher.focus();
  }

  /**
   * While the portal shows a blocking dialog (the identity choice, the privacy agreement, a
   * re-login), nothing outside it is usable: the widget is hidden (its style) and inert, out of
   * the Tab order and of what assistive technology reads, until the dialog closes.
   */
  function applyBlocking() {
    if (!state.root) return;
    var blocked = document.documentElement.hasAttribute(BLOCKING_ATTRIBUTE);
    if (blocked) {
      state.root.setAttribute("inert", "");
      state.root.setAttribute("aria-hidden", "true");
    } else {
      state.root.removeAttribute("inert");
      state.root.removeAttribute("aria-hidden");
    }
  }

  function send() {
    var text = state.input.value.trim().slice(0, MAX_LENGTH);
    if (!text) {
      state.hint.textContent = texts().empty;
      state.input.focus();
      return false;
    }
    state.hint.textContent = "";
    var message = { text: text, at: new Date() };
    state.messages.push(message);
    // Only the new message is added, so the log region announces just that one.
    state.list.appendChild(messageItem(message));
    if (state.messages.length > MAX_MESSAGES) {
      state.messages.shift();
      var oldest = state.list.querySelector("li.pcs-own");
      if (oldest) state.list.removeChild(oldest);
    }
    state.list.scrollTop = state.list.scrollHeight;
    state.input.value = "";
    state.input.focus();
    return true;
  }

  function build() {
    if (state.root || document.getElementById(ROOT_ID) || !document.body) return;
    if (!document.getElementById(STYLE_ID)) {
      var style = element("style", "", { id: STYLE_ID });
      style.textContent = CSS;
      (document.head || document.documentElement).appendChild(style);
    }
    state.locale = localeOf(document.documentElement.getAttribute("lang"));

    var root = element("div", "", { id: ROOT_ID });
    var panelId = ROOT_ID + "-panel";
    var titleId = ROOT_ID + "-title";
    var inputId = ROOT_ID + "-input";
    var hintId = ROOT_ID + "-hint";

    var panel = element("section", "pcs-panel", { id: panelId, role: "dialog", "aria-labelledby": titleId });
    panel.hidden = true;
    var head = element("div", "pcs-head");
    var title = element("h2", "", { id: titleId });
    var closeButton = element("button", "pcs-close", { type: "button" });
    closeButton.textContent = "×";
    head.appendChild(title);
    head.appendChild(closeButton);
    var notice = element("p", "pcs-notice");
    var list = element("ul", "pcs-list", { role: "log", "aria-live": "polite" });
    var form = element("form", "pcs-form", { novalidate: "" });
    var label = element("label", "", { for: inputId });
    var input = element("textarea", "", { id: inputId, rows: "2", maxlength: String(MAX_LENGTH), "aria-describedby": hintId });
    var row = element("div", "pcs-row");
    var hint = element("span", "pcs-hint", { id: hintId, role: "alert" });
    var sendButton = element("button", "pcs-send", { type: "submit" });
    row.appendChild(hint);
    row.appendChild(sendButton);
    form.appendChild(label);
    form.appendChild(input);
    form.appendChild(row);
    panel.appendChild(head);
    panel.appendChild(notice);
    panel.appendChild(list);
    panel.appendChild(form);

    var launcher = element("button", "pcs-launcher", { type: "button", "aria-expanded": "false", "aria-controls": panelId });
    // A drawn speech bubble, not an emoji: without an emoji font the emoji is an empty box.
    var icon = document.createElementNS("http://www.w3.org/2000/svg", "svg");
    icon.setAttribute("aria-hidden", "true");
    icon.setAttribute("focusable", "false");
    icon.setAttribute("viewBox", "0 0 16 16");
    icon.setAttribute("width", "16");
    icon.setAttribute("height", "16");
    icon.setAttribute("fill", "currentColor");
    var bubble = document.createElementNS("http://www.w3.org/2000/svg", "path");
    bubble.setAttribute("d", "M8 1.5C4.13 1.5 1 4.07 1 7.25c0 1.6.8 3.05 2.1 4.1L2.5 14.5l3.4-1.7c.66.17 1.37.2 2.1.2 3.87 0 7-2.57 7-5.75S11.87 1.5 8 1.5zM5 8.25a1 1 0 110-2 1 1 0 010 2zm3 0a1 1 0 110-2 1 1 0 010 2zm3 0a1 1 0 110-2 1 1 0 010 2z");
    icon.appendChild(bubble);
    var launcherText = element("span", "pcs-launcher-text");
    launcher.appendChild(icon);
    launcher.appendChild(launcherText);

    root.appendChild(panel);
    root.appendChild(launcher);

    state.root = root;
    state.panel = panel;
    state.launcher = launcher;
    state.list = list;
    state.input = input;
    state.hint = hint;

    launcher.addEventListener("click", function () {
      if (panel.hidden) open();
      else close();
    });
    closeButton.addEventListener("click", close);
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      send();
    });
    input.addEventListener("keydown", function (event) {
      if (event.key === "Enter" && !event.shiftKey && !event.isComposing) {
        event.preventDefault();
        send();
      }
    });
    input.addEventListener("input", function () {
      if (state.hint.textContent && input.value.trim()) state.hint.textContent = "";
    });
    root.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && !panel.hidden) {
        event.stopPropagation();
        close();
      }
    });

    applyTexts();
    document.body.appendChild(root);

    applyBlocking();
    if (typeof MutationObserver === "function") {
      state.observer = new MutationObserver(function () {
        applyBlocking();
        var next = localeOf(document.documentElement.getAttribute("lang"));
        if (next !== state.locale) {
          state.locale = next;
          applyTexts();
        }
      });
      state.observer.observe(document.documentElement, { attributes: true, attributeFilter: ["lang", BLOCKING_ATTRIBUTE] });
    }
  }

  /** Removes the widget, its style and the global; a later injection builds it again. */
  function destroy() {
    if (state.timer) window.clearTimeout(state.timer);
    if (state.observer) state.observer.disconnect();
    if (state.root && state.root.parentNode) state.root.parentNode.removeChild(state.root);
    var style = document.getElementById(STYLE_ID);
    if (style && style.parentNode) style.parentNode.removeChild(style);
    state.root = state.panel = state.launcher = state.list = state.input = state.hint = state.observer = null;
    state.timer = 0;
    state.messages = [];
    delete window[NAMESPACE];
  }

  function start() {
    var elapsed = typeof performance !== "undefined" && typeof performance.now === "function" ? performance.now() : DELAY_MS;
    var wait = Math.max(0, DELAY_MS - elapsed);
    state.timer = window.setTimeout(function () {
      state.timer = 0;
      build();
    }, wait);
  }

  Object.defineProperty(window, NAMESPACE, {
    configurable: true,
    enumerable: false,
    writable: false,
    value: Object.freeze({
      version: "1",
      open: function () {
        build();
        open();
      },
      close: close,
      destroy: destroy,
    }),
  });

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start, { once: true });
  else start();
})();
