/** Shown until the settings have loaded; the server's PRODUCT_NAME setting wins. */
export const DEFAULT_PRODUCT_NAME = "Montørtorget";
