/** The product's one time zone: every date and time is shown as it is in Norway. */
export const TIME_ZONE = "Europe/Oslo";
