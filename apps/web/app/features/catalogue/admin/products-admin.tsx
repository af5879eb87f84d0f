import { createProduct, type Product, updateProduct } from "@mt/contract/catalogue";
import { workTypeLabels } from "@mt/domain/entities/enums";
import { formatPrice } from "@mt/domain/format/price";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { type Column, DataTable } from "../../../components/ui/data-table";
import { FormField } from "../../../components/ui/form-field";
import { PageHeader } from "../../../components/ui/page-header";
import { StatusChip } from "../../../components/ui/status-chip";
import { browserFetch, callApi } from "../../../lib/api";
import "../../../components/desk.css";
import "./admin.css";
import { type ProductBody, ProductForm } from "./product-form";
import { useSaveListItem } from "./save-list-item";

/** The products whose name or number holds the search, in any case. */
export function matchingProducts(products: readonly Product[], search: string): Product[] {
  const wanted = search.trim().toLowerCase();
  return products.filter((p) => `${p.name} ${p.sku}`.toLowerCase().includes(wanted));
}

/** /produkter/liste: wholesaler articles with price, image and work type. Desktop only. */
export function ProductsAdmin({ initial }: { initial: Product[] }) {
  const [products, setProducts] = useState(initial);
  const [editing, setEditing] = useState<number | "new" | null>(null);
  // A new form for each product opened, and for each «Nytt produkt».
  const [opened, setOpened] = useState(0);
  const saving = useSaveListItem<Product, ProductBody>(
    {
      create: (body) => callApi(browserFetch, createProduct, { body }),
      update: (id, body) => callApi(browserFetch, updateProduct, { params: { id }, body }),
    },
    setProducts,
  );
  const [search, setSearch] = useState("");

  function open(target: Product | "new") {
    saving.reset();
    setEditing(target === "new" ? "new" : target.id);
    setOpened((count) => count + 1);
  }

  const columns: Column<Product>[] = [
    { key: "sku", label: "Varenr.", cell: (p) => <span className="admin-nowrap">{p.sku}</span> },
    {
      key: "name",
      label: "Navn",
      rowHeader: true,
      cell: (p) => (
        <Button variant="tertiary" size="small" className="admin-open" onClick={() => open(p)}>
          {p.name}
        </Button>
      ),
    },
    { key: "workType", label: "Arbeidstype", cell: (p) => workTypeLabels[p.workType] },
    { key: "price", label: "Pris", numeric: true, cell: (p) => formatPrice(p.priceOre) },
    {
      key: "status",
      label: "Status",
      cell: (p) => (
        <StatusChip tone={p.active ? "success" : "neutral"}>{p.active ? "Aktiv" : "Inaktiv"}</StatusChip>
      ),
    },
  ];
  const shown = matchingProducts(products, search);
  const product = typeof editing === "number" ? products.find((p) => p.id === editing) : undefined;

  return (
    <div className="container desk-page admin">
      <PageHeader
        title="Produkter"
        lead="Varene fra grossisten som jobbmalene bruker, med pris og arbeidstype."
        actions={<Button onClick={() => open("new")}>Nytt produkt</Button>}
      />
      <div className="admin__layout">
        <div>
          <FormSearch value={search} onChange={setSearch} />
          <DataTable
            caption="Produkter"
            captionHidden
            columns={columns}
            rows={shown}
            rowKey={(p) => String(p.id)}
            current={(p) => p.id === editing}
          />
        </div>
        {editing !== null && (
          <ProductForm
            key={opened}
            product={product}
            saving={saving}
            onSaved={(saved) => setEditing(saved.id)}
          />
        )}
      </div>
    </div>
  );
}

function FormSearch({ value, onChange }: { value: string; onChange(value: string): void }) {
  return (
    <FormField id="produkt-sok" className="admin-field admin-search" label="Søk">
      {(control) => (
        <input
          {...control}
          type="search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder="Navn eller varenummer"
        />
      )}
    </FormField>
  );
}
