import { group, specified, text } from "./fields.ts";

export const notFoundSchema = group("Die Seite für Adressen, die es nicht gibt (404)", {
  title: text("Titel im Browser-Tab (der Name der Website kommt dazu)", { max: 60 }),
  heading: specified("Die große Überschrift", "404"),
  text: specified("Der Satz darunter (englisch, wie die Spezifikation ihn vorgibt)", "Oops! Page not found"),
  homeLabel: specified("Knopf zur Startseite (englisch)", "Return to Home"),
});
