/** Full-page navigation to a checked same-origin path (a new page load: every loader runs). */
export function navigateTo(href: string): void {
  window.location.assign(href);
}

/** SPEC §4 "A portal type change reloads the page". */
export function reloadPage(): void {
  window.location.reload();
}
