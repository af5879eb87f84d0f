/** An absolute link on the site: messages are read in an SMS app or a mail client, never on the site. */
export const siteLink = (publicUrl: string, path: string) => new URL(path, publicUrl).toString();
