import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * With BUNDLE_REPORT=<file>, writes what each browser chunk holds: per chunk its rendered size and the
 * modules in it (bytes after tree-shaking, before minifying and compression), grouped by npm package or
 * app folder and one by one. The report is for finding what a page's JavaScript is made of (decision 047).
 */
export function bundleReport(file: string | undefined): Plugin | null {
  if (!file) return null;
  return {
    name: "mt-bundle-report",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle)
        .filter((output) => output.type === "chunk")
        .map((chunk) => {
          const groups = new Map<string, number>();
          for (const [id, module] of Object.entries(chunk.modules)) {
            const group = groupOf(id);
            groups.set(group, (groups.get(group) ?? 0) + module.renderedLength);
          }
          return {
            file: chunk.fileName,
            bytes: chunk.code.length,
            imports: chunk.imports,
            dynamicImports: chunk.dynamicImports,
            groups: Object.fromEntries([...groups].sort((a, b) => b[1] - a[1])),
            modules: Object.fromEntries(
              Object.entries(chunk.modules)
                .map(([id, module]) => [id, module.renderedLength] as const)
                .sort((a, b) => b[1] - a[1]),
            ),
          };
        })
        .sort((a, b) => b.bytes - a.bytes);
      fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
      fs.writeFileSync(file, JSON.stringify(chunks, null, 2));
    },
  };
}

function groupOf(id: string): string {
  const clean = id.replace(/^\0/, "").replace(/\?.*$/, "");
  const inModules = clean.lastIndexOf("node_modules/");
  if (inModules >= 0) {
    const parts = clean.slice(inModules + "node_modules/".length).split("/");
    return parts[0]?.startsWith("@") ? `${parts[0]}/${parts[1]}` : (parts[0] ?? clean);
  }
  const app = clean.match(
    /(apps\/web\/app\/(?:features|lib|components|routes)\/[^/]+|packages\/[^/]+\/[^/]+)/,
  );
  return app?.[1] ?? clean;
}
