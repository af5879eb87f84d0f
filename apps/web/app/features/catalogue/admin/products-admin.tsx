import { createProduct, type Product, updateProduct } from "@mt/contract/catalogue";
import type { RouteInput } from "@mt/contract/define-route";
import { WORK_TYPES, type WorkType, workTypeLabels } from "@mt/domain/entities/enums";
import { formatPrice, kronerInput, oreFromKronerInput } from "@mt/domain/format/price";
import { type FormEvent, useState } from "react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { ApiError, browserFetch, callApi } from "../../../lib/api";
import "../../../components/desk.css";
import "./admin.css";
import { Checkbox } from "../../../components/ui/checkbox";
import { FormField } from "../../../components/ui/form-field";
import { Select } from "../../../components/ui/select";
import { useSaveListItem } from "./save-list-item";

type ProductBody = NonNullable<RouteInput<typeof createProduct>["body"]>;

interface Draft {
  sku: string;
  name: string;
  description: string;
  imageUrl: string;
  priceKr: string;
  workType: WorkType;
  active: boolean;
}

const emptyDraft: Draft = {
  sku: "",
  name: "",
  description: "",
  imageUrl: "",
  priceKr: "",
  workType: "ELECTRICIAN",
  active: true,
};

const toDraft = (p: Product): Draft => ({
  sku: p.sku,
  name: p.name,
  description: p.description ?? "",
  imageUrl: p.imageUrl ?? "",
  priceKr: kronerInput(p.priceOre),
  workType: p.workType,
  active: p.active,
});

/** /produkter/liste: wholesaler articles with price, image and work type. Desktop only. */
export function ProductsAdmin({ initial }: { initial: Product[] }) {
  const [products, setProducts] = useState(initial);
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<{ type: "success" | "error"; text: string } | null>(null);
  const saving = useSaveListItem(
    {
      create: (body: ProductBody) => callApi(browserFetch, createProduct, { body }),
      update: (id, body) => callApi(browserFetch, updateProduct, { params: { id }, body }),
    },
    setProducts,
  );
  const [search, setSearch] = useState("");

  function open(target: Product | "new") {
    setEditing(target === "new" ? "new" : target.id);
    setDraft(target === "new" ? emptyDraft : toDraft(target));
    setErrors({});
    setMessage(null);
  }

  function save(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    const body: ProductBody = {
      sku: draft.sku,
      name: draft.name,
      description: draft.description || null,
      imageUrl: draft.imageUrl || null,
      priceOre: oreFromKronerInput(draft.priceKr) ?? -1,
      workType: draft.workType,
      active: draft.active,
    };
    saving.mutate(
      { selected: editing ?? "new", body },
      {
        onSuccess: (data) => {
          setEditing(data.id);
          setErrors({});
          setMessage({ type: "success", text: "Produktet er lagret." });
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          setErrors(error.error.fieldErrors);
          setMessage({ type: "error", text: error.error.message });
        },
      },
    );
  }

  const shown = products.filter((p) => `${p.name} ${p.sku}`.toLowerCase().includes(search.toLowerCase()));
  const field = (key: keyof Draft, label: string, props: Record<string, unknown> = {}) => (
    <FormField
      id={`produkt-${key}`}
      className="admin-field"
      label={label}
      error={errors[key === "priceKr" ? "priceOre" : key]?.join("\n")}
    >
      {(control) => (
        <input
          value={String(draft[key])}
          onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
          {...props}
          {...control}
        />
      )}
    </FormField>
  );

  return (
    <div className="container desk-page admin">
      <div className="admin__heading">
        <h1>Produkter</h1>
        <Button onClick={() => open("new")}>Nytt produkt</Button>
      </div>
      <div className="admin__layout">
        <div>
          <label className="admin-search">
            Søk{" "}
            <input
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder="Navn eller varenummer"
            />
          </label>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Varenr.</th>
                <th scope="col">Navn</th>
                <th scope="col">Arbeidstype</th>
                <th scope="col">Pris</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((p) => (
                <tr key={p.id} aria-selected={editing === p.id}>
                  <td>{p.sku}</td>
                  <td>
                    <button type="button" className="admin-link" onClick={() => open(p)}>
                      {p.name}
                    </button>
                  </td>
                  <td>{workTypeLabels[p.workType]}</td>
                  <td className="admin-table__number">{formatPrice(p.priceOre)}</td>
                  <td>{p.active ? "Aktiv" : "Inaktiv"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {editing !== null && (
          <form className="admin-editor" onSubmit={save} noValidate aria-labelledby="produkt-tittel">
            <h2 id="produkt-tittel">{editing === "new" ? "Nytt produkt" : "Rediger produkt"}</h2>
            {field("sku", "Varenummer")}
            {field("name", "Navn")}
            {field("description", "Beskrivelse")}
            {field("imageUrl", "Bilde (URL)")}
            {field("priceKr", "Pris i kroner inkl. mva.", { inputMode: "decimal" })}
            <div className="admin-field">
              <label htmlFor="produkt-workType">Arbeidstype</label>
              <Select
                compact
                id="produkt-workType"
                value={draft.workType}
                onChange={(e) => setDraft({ ...draft, workType: e.target.value as WorkType })}
              >
                {WORK_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {workTypeLabels[t]}
                  </option>
                ))}
              </Select>
            </div>
            <label className="admin-check">
              <Checkbox
                checked={draft.active}
                onChange={(e) => setDraft({ ...draft, active: e.target.checked })}
              />{" "}
              Aktiv
            </label>
            <p className="admin-hint">Publiserte jobbversjoner beholder prisen de ble publisert med.</p>
            {message && <Alert type={message.type}>{message.text}</Alert>}
            <Button type="submit" busy={saving.isPending}>
              Lagre
            </Button>
          </form>
        )}
      </div>
    </div>
  );
}
