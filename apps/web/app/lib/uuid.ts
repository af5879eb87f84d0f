const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a route parameter can name a record by uuid (anything else is a page not found). */
export const isUuid = (value: string): boolean => UUID.test(value);
