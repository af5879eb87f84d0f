import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ReactNode, useState } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Modal, type ModalProps } from "./modal";

afterEach(cleanup);

const fields = (
  <>
    <label>
      Postnummer
      <input />
    </label>
    <button type="button">Lagre</button>
  </>
);

function renderModal(props: Partial<ModalProps> = {}, content: ReactNode = fields) {
  const onClose = vi.fn();
  render(
    <Modal open onClose={onClose} title="Endre postnummer" {...props}>
      {content}
    </Modal>,
  );
  return { onClose, user: userEvent.setup() };
}

function Toggle({ returnFocus }: { returnFocus?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Åpne
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Dialog" returnFocus={returnFocus} />
    </>
  );
}

describe("Modal", () => {
  it("renders nothing while closed", () => {
    render(<Modal open={false} onClose={() => {}} title="Skjult" />);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("renders nothing on the server, even when open", () => {
    expect(renderToString(<Modal open onClose={() => {}} title="Server" />)).toBe("");
  });

  it("is a modal dialog in document.body, named by its title and described by its description", () => {
    renderModal({ description: "Vi sjekker om vi leverer hos deg." });
    const dialog = screen.getByRole("dialog", { name: "Endre postnummer" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(dialog.parentElement?.parentElement).toBe(document.body);
    const description = document.getElementById(dialog.getAttribute("aria-describedby") ?? "");
    expect(description?.textContent).toBe("Vi sjekker om vi leverer hos deg.");
  });

  it("uses the given width", () => {
    renderModal({ width: 400 });
    expect(screen.getByRole("dialog").style.getPropertyValue("--ui-modal-width")).toBe("400px");
  });

  it("closes on Escape", async () => {
    const { onClose, user } = renderModal();
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("closes on mousedown on the overlay", async () => {
    const { onClose, user } = renderModal();
    const overlay = screen.getByRole("dialog").parentElement as HTMLElement;
    await user.pointer({ keys: "[MouseLeft>]", target: overlay });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("stays open on mousedown inside the dialog", async () => {
    const { onClose, user } = renderModal();
    await user.pointer({ keys: "[MouseLeft>]", target: screen.getByRole("dialog") });
    await user.pointer({ keys: "[MouseLeft>]", target: screen.getByRole("textbox") });
    expect(onClose).not.toHaveBeenCalled();
  });

  it("closes with the close button, labelled Lukk", async () => {
    const { onClose, user } = renderModal();
    await user.click(screen.getByRole("button", { name: "Lukk" }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("can hide the close button", () => {
    renderModal({ showCloseButton: false });
    expect(screen.queryByRole("button", { name: "Lukk" })).toBeNull();
  });

  it("moves focus to the first field when it opens", () => {
    renderModal();
    expect(document.activeElement).toBe(screen.getByRole("textbox"));
  });

  it("focuses the dialog itself when it has nothing else to focus", () => {
    renderModal({ showCloseButton: false }, <p>Bare tekst</p>);
    expect(document.activeElement).toBe(screen.getByRole("dialog"));
  });

  it("keeps Tab and Shift+Tab inside the dialog", async () => {
    const { user } = renderModal();
    const close = screen.getByRole("button", { name: "Lukk" });
    const field = screen.getByRole("textbox");
    const save = screen.getByRole("button", { name: "Lagre" });

    await user.tab();
    expect(document.activeElement).toBe(save);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab();
    expect(document.activeElement).toBe(field);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(save);
  });

  it("returns focus to the element that opened it when it closes", async () => {
    const user = userEvent.setup();
    render(<Toggle />);
    const opener = screen.getByRole("button", { name: "Åpne" });
    await user.click(opener);
    expect(document.activeElement).not.toBe(opener);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("leaves focus alone when it closes, if its opener restores focus itself", async () => {
    const user = userEvent.setup();
    render(<Toggle returnFocus={false} />);
    const opener = screen.getByRole("button", { name: "Åpne" });
    await user.click(opener);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).not.toBe(opener);
  });

  it("locks page scrolling while open", async () => {
    const user = userEvent.setup();
    render(<Toggle />);
    await user.click(screen.getByRole("button", { name: "Åpne" }));
    expect(document.body.style.overflow).toBe("hidden");
    await user.click(screen.getByRole("button", { name: "Lukk" }));
    expect(document.body.style.overflow).toBe("");
  });

  it("closes only the topmost of two open modals on Escape", async () => {
    const outerClose = vi.fn();
    const innerClose = vi.fn();
    render(
      <Modal open onClose={outerClose} title="Ytre">
        <Modal open onClose={innerClose} title="Indre" />
      </Modal>,
    );
    expect(screen.getByRole("dialog", { name: "Indre" }).contains(document.activeElement)).toBe(true);
    await userEvent.keyboard("{Escape}");
    expect(innerClose).toHaveBeenCalledOnce();
    expect(outerClose).not.toHaveBeenCalled();
  });
});
