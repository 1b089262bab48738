import { group, specified, text } from "./field-builders.ts";

export const notFoundSchema = group(
  { label: "Die Seite für Adressen, die es nicht gibt", hint: "Die Seite 404." },
  {
    title: text({ label: "Titel im Browser-Tab", hint: "Der Name der Website kommt dazu." }, { max: 60 }),
    heading: specified("Die große Überschrift", "404"),
    text: specified(
      { label: "Der Satz darunter", hint: "Englisch, wie die Spezifikation ihn vorgibt." },
      "Oops! Page not found",
    ),
    homeLabel: specified({ label: "Knopf zur Startseite", hint: "Englisch." }, "Return to Home"),
  },
);
