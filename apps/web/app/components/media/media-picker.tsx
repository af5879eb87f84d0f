import type { MediaItem } from "@mt/contract/media";
import { canEditPages } from "@mt/domain/roles/access";
import { useSessionUser } from "../../lib/session-user";
import { Modal } from "../ui/modal";
import { MediaBrowser } from "./media-browser";

/** The media library in a dialog: choose an image, or upload and take the first uploaded. */
export function MediaPicker({
  open,
  onClose,
  onPick,
  returnFocus,
}: {
  open: boolean;
  onClose(): void;
  onPick(item: MediaItem): void;
  returnFocus?: boolean;
}) {
  const canUpload = canEditPages(useSessionUser());
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Velg bilde"
      width="min(1100px, 94vw)"
      returnFocus={returnFocus}
    >
      <MediaBrowser
        canUpload={canUpload}
        onSelect={onPick}
        onUploaded={(items) => {
          const [first] = items;
          if (items.length === 1 && first) onPick(first);
        }}
      />
    </Modal>
  );
}
