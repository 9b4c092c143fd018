/**
 * Language of the portal's static help pages (zh-CN, en, sv-SE). Each page holds one
 * <article data-locale="…"> per language; this script picks one before the body is drawn
 * (it is loaded in <head>, without defer), so the others never flash. Without scripts all
 * three stay visible.
 *
 * Order: the `lang` query parameter, the language of the page that frames this one (the
 * portal's help dialog, same origin), the portal's language cookie, then zh-CN (SPEC §1).
 * The page never navigates its parent and works in a sandboxed iframe.
 */
(function () {
  "use strict";

  var LOCALES = ["zh-CN", "en", "sv-SE"];

  function normalise(value) {
    if (typeof value !== "string" || value.length > 35) return null;
    var lower = value.trim().toLowerCase();
    if (lower === "zh" || lower.indexOf("zh-") === 0 || lower.indexOf("zh_") === 0) return "zh-CN";
    if (lower === "en" || lower.indexOf("en-") === 0 || lower.indexOf("en_") === 0) return "en";
    if (lower === "sv" || lower.indexOf("sv-") === 0 || lower.indexOf("sv_") === 0) return "sv-SE";
    return null;
  }

  function fromQuery() {
    try {
      return normalise(new URLSearchParams(window.location.search).get("lang"));
    } catch {
      return null;
    }
  }

  function fromFramingPage() {
    try {
      if (window.parent === window) return null;
      return normalise(window.parent.document.documentElement.getAttribute("lang"));
    } catch {
      // Another origin, or a sandbox without same-origin: the parent cannot be read.
      return null;
    }
  }

  function fromCookie() {
    try {
      var match = /(?:^|;\s*)portal_lang=([^;]+)/.exec(document.cookie);
      return match ? normalise(decodeURIComponent(match[1])) : null;
    } catch {
      return null;
    }
  }

  var locale = fromQuery() || fromFramingPage() || fromCookie() || LOCALES[0];
  var root = document.documentElement;
  root.setAttribute("lang", locale);
  root.setAttribute("data-locale", locale);

  function finish() {
    var article = document.querySelector('article[data-locale="' + locale + '"]');
    if (article && article.getAttribute("data-title")) document.title = article.getAttribute("data-title");
    var links = document.querySelectorAll("a[data-switch-locale]");
    for (var i = 0; i < links.length; i += 1) {
      var link = links[i];
      if (link.getAttribute("data-switch-locale") === locale) link.setAttribute("aria-current", "true");
      else link.removeAttribute("aria-current");
    }
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", finish, { once: true });
  else finish();
})();
