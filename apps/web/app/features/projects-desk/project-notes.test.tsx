import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { projectDetail } from "../../testing/fixtures";
import { DocumentForm, NoteForm } from "./project-notes";
import type { ProjectChanges } from "./use-project-change";

afterEach(cleanup);

/** The page's change runner, as a spy that succeeds at once. */
function changes() {
  const run = vi.fn<ProjectChanges["run"]>((_change, options) => options?.onSuccess?.());
  return { run, busy: null } satisfies ProjectChanges;
}

describe("the desk's note and document forms", () => {
  it("asks for the note's text, then adds it and empties the field", async () => {
    const user = userEvent.setup();
    const spy = changes();
    render(<NoteForm project={projectDetail()} changes={spy} />);
    await user.click(screen.getByRole("button", { name: "Legg til notat" }));
    expect(await screen.findByText("Skriv notatet.")).toBeTruthy();
    expect(spy.run).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/Notat/), "  Ring kunden før besøket. ");
    await user.click(screen.getByRole("button", { name: "Legg til notat" }));
    await waitFor(() => expect(spy.run).toHaveBeenCalledTimes(1));
    expect(spy.run.mock.calls[0]?.[0].key).toBe("note");
    await waitFor(() => expect((screen.getByLabelText(/Notat/) as HTMLTextAreaElement).value).toBe(""));
  }, 20_000);

  it("asks for the PDF and the title before uploading a document", async () => {
    const user = userEvent.setup();
    const spy = changes();
    render(<DocumentForm project={projectDetail()} changes={spy} />);
    await user.click(screen.getByRole("button", { name: "Last opp dokument" }));
    expect(await screen.findByText("Velg en PDF-fil.")).toBeTruthy();
    expect(screen.getByText("Skriv en tittel.")).toBeTruthy();
    expect(spy.run).not.toHaveBeenCalled();

    await user.upload(
      screen.getByLabelText(/Fil \(PDF\)/),
      new File(["%PDF-1.4"], "samsvar.pdf", { type: "application/pdf" }),
    );
    await user.type(screen.getByLabelText("Tittel"), "Samsvarserklæring");
    await user.click(screen.getByRole("checkbox", { name: "Del med kunden" }));
    await user.click(screen.getByRole("button", { name: "Last opp dokument" }));
    await waitFor(() => expect(spy.run).toHaveBeenCalledTimes(1));
    expect(spy.run.mock.calls[0]?.[0]).toMatchObject({
      key: "document",
      done: "Dokumentet er lagt til og delt med kunden.",
    });
    await waitFor(() => expect((screen.getByLabelText("Tittel") as HTMLInputElement).value).toBe(""));
  }, 20_000);
});
