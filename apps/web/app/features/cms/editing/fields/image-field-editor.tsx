import type { CmsImage } from "@mt/domain/cms/cms-image";
import { cmsImageUrl } from "@mt/domain/cms/cms-image-url";
import { type ComponentProps, useState } from "react";
import { MediaPicker } from "../../../../components/media/media-picker";
import { Button } from "../../../../components/ui/button";
import { FormField } from "../../../../components/ui/form-field";
import { Modal } from "../../../../components/ui/modal";
import { FocalPointPicker } from "../../media/focal-point-picker";
import type { FieldEditors } from "../edit-context";
import { cmsImageOf } from "./media-image";
import "../../media/media.css";

type ImageProps = ComponentProps<FieldEditors["Image"]>;

/** The rendered image with the media picker, its alt text and focal point; removable unless required. */
export function ImageFieldEditor({ value, onChange, label, required = false, children }: ImageProps) {
  const [picking, setPicking] = useState(false);
  const [details, setDetails] = useState(false);
  return (
    <div className="cms-edit-field cms-edit-image">
      {children ?? <div className="cms-edit-image__empty">Ingen {label.toLowerCase()}</div>}
      <fieldset className="cms-edit-toolbar">
        <legend className="visually-hidden">{label}</legend>
        <button type="button" className="cms-edit-chip" onClick={() => setPicking(true)}>
          {value ? "Endre bilde" : "Legg til bilde"}
        </button>
        {value && (
          <button type="button" className="cms-edit-chip" onClick={() => setDetails(true)}>
            Alternativ tekst og fokuspunkt
          </button>
        )}
        {value && !required && (
          <button type="button" className="cms-edit-chip" onClick={() => onChange(null)}>
            Fjern bilde
          </button>
        )}
      </fieldset>
      <MediaPicker
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(item) => {
          onChange(cmsImageOf(item));
          setPicking(false);
        }}
      />
      <Modal open={details && !!value} onClose={() => setDetails(false)} title="Bildet på siden" width={620}>
        {value && <ImageDetails image={value} onChange={onChange} onClose={() => setDetails(false)} />}
      </Modal>
    </div>
  );
}

function ImageDetails({
  image,
  onChange,
  onClose,
}: {
  image: CmsImage;
  onChange(image: CmsImage): void;
  onClose(): void;
}) {
  return (
    <div className="cms-media-editor">
      <FormField label="Alternativ tekst" hint="Beskriv bildet for dem som ikke ser det.">
        {(control) => (
          <input
            {...control}
            data-autofocus
            value={image.alt}
            maxLength={500}
            onChange={(event) => onChange({ ...image, alt: event.target.value })}
          />
        )}
      </FormField>
      <FocalPointPicker
        src={cmsImageUrl({ ...image, hotspot: null, crop: null }, { width: 560 })}
        alt=""
        value={image.hotspot}
        onChange={(hotspot) => onChange({ ...image, hotspot })}
      />
      <div className="cms-edit-actions">
        <Button onClick={onClose}>Ferdig</Button>
      </div>
    </div>
  );
}
