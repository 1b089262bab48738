import { describe, expect, it } from "vitest";
import { listingUrlProblem, siteUrlProblem } from "../../src/integrations/production-guard.ts";

describe("the listing link", () => {
  it.each([
    "https://www.airbnb.de/rooms/12345678",
    "https://airbnb.com/rooms/987654321/",
    "https://www.airbnb.co.uk/rooms/42",
  ])("accepts an Airbnb room address with its number: %s", (url) => {
    expect(listingUrlProblem(url, false)).toBeUndefined();
  });

  it.each([
    ["a slug instead of the number", "https://www.airbnb.de/rooms/hausboot-werder-havel"],
    ["another path", "https://www.airbnb.de/s/Werder/homes"],
    ["a look-alike host", "https://www.airbnb.de.example.com/rooms/12345678"],
    ["another platform, unchecked", "https://www.booking.com/hotel/de/hausboot.html"],
  ])("rejects %s", (_label, url) => {
    expect(listingUrlProblem(url, false)).toMatch(/keine Airbnb-Zimmeradresse mit Nummer.*listingUrlChecked: true/);
  });

  it("accepts any https address the owner has checked", () => {
    expect(listingUrlProblem("https://www.booking.com/hotel/de/hausboot.html", true)).toBeUndefined();
  });

  it.each(["http://www.airbnb.de/rooms/12345678", "www.airbnb.de/rooms/12345678", ""])(
    "rejects what is not an https address, even when checked: %s",
    (url) => {
      expect(listingUrlProblem(url, true)).toMatch(/keine https-Adresse/);
    },
  );
});

describe("SITE_URL", () => {
  it.each(["https://hausboot-werder.de", "https://hausboot-werder.de/", "https://www.example.org"])(
    "accepts an https origin: %s",
    (url) => {
      expect(siteUrlProblem(url)).toBeUndefined();
    },
  );

  it.each([
    ["http", "http://hausboot-werder.de"],
    ["a path", "https://example.org/hausboot/"],
    ["a query", "https://example.org/?a=1"],
    ["no address", undefined],
    ["not a URL", "hausboot-werder.de"],
  ])("rejects %s", (_label, url) => {
    expect(siteUrlProblem(url)).toMatch(/keine https-Adresse ohne Pfad/);
  });
});
