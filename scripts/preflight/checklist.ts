import { styleText } from "node:util";

export type CheckStatus = "passed" | "failed" | "warning";

export interface CheckLine {
  status: CheckStatus;
  text: string;
}

export interface CheckGroup {
  title: string;
  lines: CheckLine[];
  /** What to do, shown under the group's lines when one of them failed. */
  advice?: string[];
}

export const passed = (text: string): CheckLine => ({ status: "passed", text });
export const failed = (text: string): CheckLine => ({ status: "failed", text });
export const warning = (text: string): CheckLine => ({ status: "warning", text });

const marks = {
  passed: { mark: "✓", color: "green" },
  failed: { mark: "✗", color: "red" },
  warning: { mark: "⚠", color: "yellow" },
} as const;

// styleText leaves the marks plain when stdout is not a terminal or NO_COLOR is set.
const colored = (status: CheckStatus) => styleText(marks[status].color, marks[status].mark, { stream: process.stdout });

/** The group as the terminal shows it: the title, one marked line per check, then the advice if anything failed. */
export function formatGroup({ title, lines, advice = [] }: CheckGroup): string {
  const body = lines.map(({ status, text }) => `  ${colored(status)} ${text.replaceAll("\n", "\n    ")}`);
  const hasFailure = lines.some((line) => line.status === "failed");
  const hints = hasFailure ? advice.map((hint) => `    → ${hint}`) : [];
  return [styleText("bold", title, { stream: process.stdout }), ...body, ...hints].join("\n");
}

export function countStatus(groups: CheckGroup[], status: CheckStatus): number {
  return groups.reduce((sum, group) => sum + group.lines.filter((line) => line.status === status).length, 0);
}

/** The last line: whether the site may go live. */
export function formatVerdict(groups: CheckGroup[]): string {
  const failures = countStatus(groups, "failed");
  const warnings = countStatus(groups, "warning");
  const warningNote = warnings === 0 ? "" : ` ${warnings === 1 ? "1 Warnung" : `${warnings} Warnungen`} bitte prüfen.`;
  if (failures === 0) return `${colored("passed")} Bereit zum Livegang.${warningNote}`;
  const blocking = failures === 1 ? "1 Punkt blockiert" : `${failures} Punkte blockieren`;
  return `${colored("failed")} Noch nicht bereit: ${blocking} den Livegang.${warningNote}`;
}
