/**
 * SPEC §4 Identity switch: "Selecting an identity limits menus to eight business
 * systems". The SPEC does not name them; this is the table of those systems as data,
 * each with the product codes (menu `sourceProductCode`) that belong to it.
 *
 * The first five product codes appear in SPEC §9 (pmpp, gepm, g-field, g-build,
 * g-prefab); the last three are the product's other business systems as this project
 * names them and are to be confirmed against the platform's product list. Change the
 * data here, not the rule.
 */
export interface BusinessSystem {
  key: string;
  productCodes: readonly string[];
}

export const IDENTITY_BUSINESS_SYSTEMS: readonly BusinessSystem[] = [
  { key: "project-management", productCodes: ["pmpp"] },
  { key: "engineering-project", productCodes: ["gepm"] },
  { key: "field", productCodes: ["g-field"] },
  { key: "build", productCodes: ["g-build"] },
  { key: "prefab", productCodes: ["g-prefab"] },
  { key: "cost", productCodes: ["g-cost"] },
  { key: "quality", productCodes: ["g-quality"] },
  { key: "safety", productCodes: ["g-safety"] },
];

/**
 * The shell's own products (the portal's internal pages and the personal centre, key
 * 10000): not business systems, so an identity's limit never hides them.
 */
export const SHELL_PRODUCT_CODES: readonly string[] = ["portal", "user-center"];
