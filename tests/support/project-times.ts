import type { Reporter, TestModule } from "vitest/node";

interface Span {
  files: number;
  first: number;
  last: number;
  /** Each file's own time added up (files of one project run side by side, so this exceeds the span). */
  fileSeconds: number;
}

/** Prints, when `npm test` ends, how long each test project took: its files, its span and their sum. */
export class ProjectTimes implements Reporter {
  private spans = new Map<string, Span>();

  onTestModuleStart(module: TestModule) {
    const span = this.spanOf(module);
    span.first = Math.min(span.first, Date.now());
  }

  onTestModuleEnd(module: TestModule) {
    const span = this.spanOf(module);
    const d = module.diagnostic();
    span.files += 1;
    span.last = Math.max(span.last, Date.now());
    span.fileSeconds +=
      (d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration) /
      1000;
  }

  onTestRunEnd() {
    if (this.spans.size === 0) return;
    const rows = [...this.spans].map(
      ([name, s]) =>
        `  ${name.padEnd(8)} ${String(s.files).padStart(4)} files  ${seconds((s.last - s.first) / 1000)} from first start to last end  (${seconds(s.fileSeconds)} of file time)`,
    );
    console.log(["", "Time per test project:", ...rows].join("\n"));
  }

  private spanOf(module: TestModule): Span {
    const name = module.project.name || "default";
    let span = this.spans.get(name);
    if (!span) {
      span = { files: 0, first: Number.POSITIVE_INFINITY, last: 0, fileSeconds: 0 };
      this.spans.set(name, span);
    }
    return span;
  }
}

const seconds = (value: number) => `${value.toFixed(1).padStart(7)} s`;
