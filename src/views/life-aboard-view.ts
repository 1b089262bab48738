// „Leben auf dem Wasser“: the heading, the paragraphs with the boat's facts filled in, the photo's description.
import type { SectionContext } from "./section-context.ts";

export function lifeAboardView({ content, fill }: SectionContext) {
  const { heading, paragraphs, photoAlt } = content["life-aboard"];
  return { heading, paragraphs: paragraphs.map(fill), photoAlt };
}

export type LifeAboardView = ReturnType<typeof lifeAboardView>;
