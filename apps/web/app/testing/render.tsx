import { QueryClientProvider } from "@tanstack/react-query";
import { type RenderResult, render } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { ToastProvider } from "../components/ui/toasts";
import { createQueryClient } from "../lib/queries";

/** Renders a component as the app does: inside a fresh query client. */
export function renderWithQueries(ui: ReactElement): RenderResult {
  return render(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);
}

/** Renders a page as the app does: a fresh query client, toasts and a router. */
export function renderWithApp(ui: ReactNode): RenderResult {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <MemoryRouter>{ui}</MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}
