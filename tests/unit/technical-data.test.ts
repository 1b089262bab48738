import { expect, it } from "vitest";
import { agreedTechnicalData } from "../support/agreed-figures.ts";
import { technicalData } from "../../src/content/technical-data.ts";

it("shows the agreed values of the technical data", () => {
  expect(Object.fromEntries(technicalData.map(({ label, value }) => [label, value]))).toEqual(agreedTechnicalData);
});
