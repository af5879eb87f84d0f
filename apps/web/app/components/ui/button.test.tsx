import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Button, ButtonLink, buttonClassName } from "./button";

afterEach(cleanup);

describe("Button", () => {
  it("is a plain button, not a submit button, unless told otherwise", () => {
    render(
      <>
        <Button>Avbryt</Button>
        <Button type="submit">Send</Button>
      </>,
    );
    expect(screen.getByRole("button", { name: "Avbryt" }).getAttribute("type")).toBe("button");
    expect(screen.getByRole("button", { name: "Send" }).getAttribute("type")).toBe("submit");
  });

  it("calls onClick when clicked", async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Lagre</Button>);
    await userEvent.click(screen.getByRole("button", { name: "Lagre" }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it("carries variant and size as classes, primary and default when not given", () => {
    render(
      <>
        <Button>A</Button>
        <Button variant="secondary-inverted" size="small" className="extra">
          B
        </Button>
      </>,
    );
    expect(screen.getByRole("button", { name: "A" }).className).toBe(
      "ui-button ui-button--primary ui-button--default",
    );
    expect(screen.getByRole("button", { name: "B" }).className).toBe(
      "ui-button ui-button--secondary-inverted ui-button--small extra",
    );
  });

  it("ignores clicks when disabled", async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Lagre
      </Button>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Lagre" }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it("ignores clicks while busy and stays focusable", async () => {
    const onClick = vi.fn();
    render(
      <Button busy onClick={onClick}>
        Lagre
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Lagre" });
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button).toHaveProperty("disabled", false);
    expect(document.activeElement).toBe(button);
  });

  it("while busy hides the label visually, keeps it as the name and shows a hidden spinner", () => {
    render(<Button busy>Lagre</Button>);
    const button = screen.getByRole("button", { name: "Lagre" });
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(button.classList.contains("ui-button--busy")).toBe(true);
    expect(button.querySelector(".ui-button__label")?.textContent).toBe("Lagre");
    expect(button.querySelector(".ui-spinner")?.getAttribute("aria-hidden")).toBe("true");
  });

  it("has no spinner and no aria-busy when not busy", () => {
    render(<Button>Lagre</Button>);
    const button = screen.getByRole("button", { name: "Lagre" });
    expect(button.hasAttribute("aria-busy")).toBe(false);
    expect(button.querySelector(".ui-spinner")).toBeNull();
  });

  it("does not submit its form again while busy", async () => {
    const onSubmit = vi.fn();
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Button type="submit" busy>
          Send
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe("ButtonLink", () => {
  it("is a link that looks like a button", () => {
    render(
      <ButtonLink href="/" variant="secondary" size="medium">
        Til forsiden
      </ButtonLink>,
    );
    const link = screen.getByRole("link", { name: "Til forsiden" });
    expect(link.getAttribute("href")).toBe("/");
    expect(link.className).toBe(buttonClassName({ variant: "secondary", size: "medium" }));
  });
});
