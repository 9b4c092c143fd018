/**
 * Codes of the message-centre pages among the internal portal menus (SPEC §2:
 * station-message-all, -unread, -read and the details page). Part of the contract between the
 * portal and the platform, like the JSON Schemas beside it: the platform serves its portal
 * menus under these codes and the shell draws the pages by them. Both sides take them from
 * here, since neither imports the other's code (ARCHITECTURE §1).
 */
export const MESSAGE_PAGE_CODES = {
  all: "station-message-all",
  unread: "station-message-unread",
  read: "station-message-read",
  details: "station-message-details",
} as const;
