import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { acceptsFile, FileDropZone } from "./file-drop-zone";
import { FormField } from "./form-field";

afterEach(cleanup);

const pdf = new File(["%PDF"], "samsvar.pdf", { type: "application/pdf" });
const png = new File(["png"], "gangen.png", { type: "image/png" });
const jpg = new File(["jpg"], "stue.jpg", { type: "image/jpeg" });

function zone(props: Partial<Parameters<typeof FileDropZone>[0]> = {}) {
  const onFiles = vi.fn();
  render(
    <FormField label="Vedlegg" hint="Valgfritt">
      {(control) => <FileDropZone {...control} onFiles={onFiles} {...props} />}
    </FormField>,
  );
  return { onFiles, input: screen.getByLabelText("Vedlegg") as HTMLInputElement };
}

describe("acceptsFile", () => {
  it.each([
    [pdf, "application/pdf,.pdf", true],
    [png, "application/pdf,.pdf", false],
    [png, "image/*", true],
    [jpg, "image/png,image/webp", false],
    [new File([""], "Rapport.PDF"), ".pdf", true],
    [pdf, undefined, true],
  ])("%o with accept %s: %s", (file, accept, expected) => {
    expect(acceptsFile(file, accept)).toBe(expected);
  });
});

describe("FileDropZone", () => {
  it("says in Norwegian what to do, and its file input has the field's label and hint", () => {
    const { input } = zone({ noun: "bilder", hint: "JPG eller PNG" });
    expect(screen.getByText(/Dra bilder hit eller/).textContent).toBe("Dra bilder hit eller velg fil");
    expect(screen.getByText("JPG eller PNG")).toBeTruthy();
    expect(input.type).toBe("file");
    expect(input.getAttribute("aria-describedby")).toBe(screen.getByText("Valgfritt").id);
  });

  it("is reached with Tab, and lists the names of the files chosen", async () => {
    const user = userEvent.setup();
    const { input, onFiles } = zone({ multiple: true });
    await user.tab();
    expect(document.activeElement).toBe(input);
    await user.upload(input, [png, jpg]);
    expect(onFiles).toHaveBeenCalledWith([png, jpg]);
    const list = screen.getByRole("list", { name: "Valgte filer" });
    expect([...list.querySelectorAll("li")].map((li) => li.textContent)).toEqual(["gangen.png", "stue.jpg"]);
  });

  it("takes dropped files that match accept, one unless multiple", () => {
    const { onFiles, input } = zone({ accept: "image/*" });
    const area = input.parentElement as HTMLElement;
    fireEvent.dragEnter(area, { dataTransfer: { files: [] } });
    expect(area.dataset.dragging).toBe("true");
    fireEvent.drop(area, { dataTransfer: { files: [pdf, png, jpg] } });
    expect(onFiles).toHaveBeenCalledWith([png]);
    expect(area.dataset.dragging).toBeUndefined();
  });

  it("ignores a drop of files accept refuses, and any drop while disabled", () => {
    const { onFiles, input } = zone({ accept: ".pdf", disabled: true });
    const area = input.parentElement as HTMLElement;
    fireEvent.drop(area, { dataTransfer: { files: [pdf] } });
    expect(input.disabled).toBe(true);
    cleanup();
    const second = zone({ accept: ".pdf" });
    fireEvent.drop(second.input.parentElement as HTMLElement, { dataTransfer: { files: [png] } });
    expect(onFiles).not.toHaveBeenCalled();
    expect(second.onFiles).not.toHaveBeenCalled();
    expect(screen.queryByRole("list", { name: "Valgte filer" })).toBeNull();
  });

  it("does not list names when the caller shows what was uploaded", async () => {
    const user = userEvent.setup();
    const { input, onFiles } = zone({ showChosen: false });
    await user.upload(input, pdf);
    expect(onFiles).toHaveBeenCalledWith([pdf]);
    expect(screen.queryByRole("list", { name: "Valgte filer" })).toBeNull();
  });
});
