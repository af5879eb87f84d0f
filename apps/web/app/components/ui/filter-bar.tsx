import type { FormEventHandler, ReactNode, Ref } from "react";
import { Form, Link } from "react-router";
import { Button } from "./button";
import { FormField } from "./form-field";
import "./filter-bar.css";

/** The free-text search of a filter bar: its label, URL parameter, value now and a hint. */
export interface FilterSearch {
  label: string;
  name: string;
  value: string;
  hint?: string;
}

/**
 * The one layout for a list's filters: a search field, the list's own filters (selects, chip groups)
 * beside it, the submit button and "Nullstill" (a link to the unfiltered list, shown while a filter
 * is set). A GET form: the filters live in the URL and work without JavaScript. A list that filters
 * as the user types or clicks takes the form's `onInput` and `onSubmit` (and `formRef` to read it).
 */
export function FilterBar({
  label,
  action,
  search,
  resetHref,
  filtered,
  submitLabel = "Søk",
  children,
  formRef,
  onInput,
  onSubmit,
}: {
  /** The form's accessible name ("Filtrer kunder"). */
  label: string;
  /** The list's path. */
  action: string;
  search?: FilterSearch;
  resetHref: string;
  /** Whether a filter is set now (shows "Nullstill"). */
  filtered: boolean;
  submitLabel?: string;
  /** The list's other filters, each a labelled field; a group with `ui-filter-bar__row` takes a row of its own. */
  children?: ReactNode;
  formRef?: Ref<HTMLFormElement>;
  /** Any field changed (a list that follows its filters at once). */
  onInput?: FormEventHandler<HTMLFormElement>;
  /** Called before the GET navigation; `preventDefault()` to navigate yourself. */
  onSubmit?: FormEventHandler<HTMLFormElement>;
}) {
  return (
    <Form
      ref={formRef}
      method="get"
      action={action}
      role="search"
      aria-label={label}
      className="ui-filter-bar"
      onInput={onInput}
      onSubmit={onSubmit}
    >
      {search && (
        <FormField label={search.label} hint={search.hint} className="ui-filter-bar__search">
          {(control) => (
            <input
              {...control}
              type="search"
              name={search.name}
              defaultValue={search.value}
              maxLength={200}
              autoComplete="off"
            />
          )}
        </FormField>
      )}
      {children}
      <div className="ui-filter-bar__actions">
        <Button type="submit" size="medium">
          {submitLabel}
        </Button>
        {filtered && (
          <Link to={resetHref} className="ui-filter-bar__reset">
            Nullstill
          </Link>
        )}
      </div>
    </Form>
  );
}
