// „Technische Daten“: the rows, their values filled in from the boat's facts.
import type { SectionContext } from "./section-context.ts";

export function technicalDataView({ content, fill }: SectionContext) {
  const { heading, rows } = content["technical-data"];
  return { heading, rows: rows.map(({ label, value }) => ({ label, value: fill(value) })) };
}

export type TechnicalDataView = ReturnType<typeof technicalDataView>;
