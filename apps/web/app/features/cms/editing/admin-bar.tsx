/** The global admin's bar on public pages: edit mode, the page's status, drafts and publishing. */
export default function AdminBar() {
  return null;
}
