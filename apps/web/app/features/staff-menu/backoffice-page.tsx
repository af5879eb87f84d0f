import { paths } from "@mt/domain/routes/routes";

/** Titles of the back-office pages whose content later issues build; the menus already lead here. */
export function backofficeTitle(pathname: string): string {
  const fixed: Record<string, string> = {
    [paths.dashboard]: "Min side",
    [paths.sellerHome]: "Selgerside",
    [paths.customers]: "Kunder",
    [paths.jobTemplates]: "Jobbmaler",
    [paths.products]: "Produkter",
    [paths.keyFigures]: "Nøkkeltall",
    [paths.installers]: "Montører",
    [paths.salesPartners]: "Salgspartnere",
    [paths.installerOnboarding]: "Ny installatør",
    [paths.newPage]: "Ny side",
    [paths.newModuleTemplate]: "Ny modulmal",
  };
  const clean = pathname.replace(/\/+$/, "") || "/";
  if (fixed[clean]) return fixed[clean];
  if (/^\/montor\/[^/]+\/kalender$/.test(clean)) return "Kalender";
  if (/^\/montor\/[^/]+\/tilgjengelighet$/.test(clean)) return "Tilgjengelighet";
  if (/^\/partner\/[^/]+\/kalender$/.test(clean)) return "Kalender";
  if (/^\/partner\/[^/]+\/dinemontorer$/.test(clean)) return "Dine montører";
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
