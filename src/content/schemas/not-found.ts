import { group, text } from "./fields.ts";

export const notFoundSchema = group(
  { label: "Die Seite für Adressen, die es nicht gibt", hint: "Die Seite 404." },
  {
    title: text({ label: "Titel im Browser-Tab", hint: "Der Name der Website kommt dazu." }, { max: 60 }),
    heading: text("Die große Überschrift", { max: 20 }),
    text: text("Der Satz darunter", { max: 150 }),
    homeLabel: text("Knopf zur Startseite", { max: 40 }),
  },
);
