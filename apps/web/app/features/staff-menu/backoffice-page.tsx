import { paths } from "@mt/domain/routes/routes";

/** Titles of the back-office pages whose content later issues build; the menus already lead here. */
export function backofficeTitle(pathname: string): string {
  const fixed: Record<string, string> = {
    [paths.keyFigures]: "Nøkkeltall",
    [paths.salesPartners]: "Salgspartnere",
    [paths.newPage]: "Ny side",
    [paths.newModuleTemplate]: "Ny modulmal",
  };
  const clean = pathname.replace(/\/+$/, "") || "/";
  if (fixed[clean]) return fixed[clean];
  if (/^\/module-templates\/[^/]+$/.test(clean)) return "Modulmal";
  return "Kommer snart";
}

/** A back-office page that says it is coming. */
export function BackofficePage({ title, name }: { title: string; name: string }) {
  return (
    <section className="container backoffice-page" aria-labelledby="backoffice-heading">
      <h1 id="backoffice-heading">{title}</h1>
      <p>Hei, {name}! Denne siden kommer snart.</p>
    </section>
  );
}
