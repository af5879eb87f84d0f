import type { CodeSplittingGroup } from "rolldown";

type NameFunction = Extract<CodeSplittingGroup["name"], (...args: never[]) => unknown>;
type ChunkingContext = Parameters<NameFunction>[1];

/**
 * One browser chunk for everything the client entry (`entryModule`) and the root route (`rootModule`)
 * import statically: React and its DOM renderer, React Router, the shell, the stores and the domain
 * rules they use. Every page loads all of it anyway; left to the default splitting it came as some
 * fifty files of 0.1–7 kB, which compress worse one by one and each carry their own response headers
 * (decision 047), and React's renderer apart from React compressed 2 kB worse (decision 069).
 */
export function shellChunk(
  entryModule: string,
  rootModule: string,
  /**
   * Modules the entry imports dynamically only to evaluate them in a task of their own, which every
   * page needs all the same (React's DOM renderer, decision 069): in the shell too, with what they import.
   */
  deferredModules: string[] = [],
): CodeSplittingGroup {
  let shell: Set<string> | null = null;
  const name: NameFunction = (moduleId, context) => {
    shell ??= staticClosure(context, [
      entryModule,
      rootModule,
      `${rootModule}?__react-router-build-client-route`,
      ...deferredModules,
    ]);
    return shell.has(moduleId) ? "shell" : null;
  };
  return { name, debugName: "shell" };
}

/** The given modules and every module they reach through static imports. */
function staticClosure(context: ChunkingContext, start: string[]): Set<string> {
  const closure = new Set<string>();
  const pending = [...start];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (closure.has(id)) continue;
    const info = context.getModuleInfo(id);
    if (!info) continue;
    closure.add(id);
    pending.push(...info.importedIds);
  }
  return closure;
}
