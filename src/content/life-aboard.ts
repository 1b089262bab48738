import photo from "../assets/media/life-aboard.jpg";
import { numberInWords, typeset } from "../lib/format.ts";
import { boat } from "./boat.ts";

export const lifeAboard = {
  heading: "Leben auf dem Wasser",
  paragraphs: [
    `Morgens liegt noch Dunst über dem See, wenn die ersten Haubentaucher an der Bordwand vorbeiziehen. Auf dem Achterdeck dampft der Kaffee, das Wasser gluckert leise gegen den Rumpf, und bis zum Frühstück hört man nichts als Schilf und Wind. So beginnt ein Tag an Bord in ${boat.location.town}.`,
    `Das Schiff ist eine ${boat.name}, ein ${boat.kind}, gebaut ${boat.buildYear} in den Niederlanden. Sein genieteter Rumpf hat fast ein Jahrhundert auf Kanälen und Flüssen hinter sich; heute ist er sorgfältig erhalten und innen warm mit Holz ausgebaut: ein Salon mit großen Fenstern, eine Kabine, eine kleine Kombüse und Platz für bis zu ${numberInWords(boat.maxGuests)} Gäste.`,
    "Abends färbt die Sonne den See golden, Nachbarn grüßen vom Steg, und nach Sonnenuntergang wird es so still, dass man die Sterne im Wasser sieht. Diese Ruhe suchen die Gäste, die hier ihre Auszeit buchen, und sie macht das Boot zu einer Investition, die man gern besitzt.",
  ].map(typeset),
  photo,
  photoAlt: "Das Achterdeck des Hausboots in der Abenddämmerung mit Blick auf den See",
} as const;
