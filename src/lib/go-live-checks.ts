// The checks a production build runs besides the placeholders: addresses that must work for real visitors.

const airbnbRoom = { host: /^(?:www\.)?airbnb\.[a-z]{2,3}(?:\.[a-z]{2})?$/, path: /^\/rooms\/\d+\/?$/ };

const parseUrl = (value: string) => {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
};

/**
 * The listing link must be an Airbnb room address with its numeric id (`https://www.airbnb.de/rooms/12345678`),
 * or any https address the owner has opened and marked as checked. Returns what is wrong, or undefined.
 */
export function listingUrlProblem(listingUrl: string, checked: boolean): string | undefined {
  const url = parseUrl(listingUrl);
  if (url?.protocol !== "https:") {
    return `„${listingUrl}“ ist keine https-Adresse. Tragen Sie die Adresse Ihres Inserats ein, z. B. https://www.airbnb.de/rooms/12345678`;
  }
  if (checked || (airbnbRoom.host.test(url.hostname) && airbnbRoom.path.test(url.pathname))) return undefined;
  return `„${listingUrl}“ ist keine Airbnb-Zimmeradresse mit Nummer (z. B. https://www.airbnb.de/rooms/12345678). Für eine andere Plattform die Adresse im Browser prüfen und listingUrlChecked: true setzen.`;
}

/**
 * The owner must confirm the cost items before the forecast goes live (`costsConfirmed: true`). An open placeholder
 * is named with the other placeholders; `false` is named here. Returns what is wrong, or undefined.
 */
export function unconfirmedCostsProblem(costsConfirmed: unknown): string | undefined {
  if (costsConfirmed !== false) return undefined;
  return "steht auf false. Prüfen Sie jeden Posten in costItems mit Ihren Verträgen und Belegen (feste Beträge pro Jahr, Anteile am Umsatz) und setzen Sie dann costsConfirmed: true";
}

/**
 * The owner must confirm the boat's facts in boat.yaml (`factsConfirmed: true`): what the page says about the boat
 * counts as the quality the buyer may expect. Returns what is wrong with `false`, or undefined.
 */
export function unconfirmedFactsProblem(factsConfirmed: unknown): string | undefined {
  if (factsConfirmed !== false) return undefined;
  return "steht auf false. Prüfen Sie jede Angabe in boat.yaml mit Ihren Unterlagen (Schiffspapiere, Motorhandbuch, Gutachten) und setzen Sie dann factsConfirmed: true";
}

/** The public address of the site must be an https origin without a path: `https://hausboot-werder.de`. */
export function siteUrlProblem(siteUrl: string | undefined): string | undefined {
  const url = siteUrl === undefined ? undefined : parseUrl(siteUrl);
  const isOrigin = url !== undefined && url.pathname === "/" && url.search === "" && url.hash === "" && !url.username;
  if (url?.protocol === "https:" && isOrigin) return undefined;
  return `„${siteUrl ?? ""}“ ist keine https-Adresse ohne Pfad. Setzen Sie SITE_URL auf die Adresse der Website, z. B. https://hausboot-werder.de`;
}
