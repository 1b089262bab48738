import { minPhotoWidth } from "../content-schemas/media-files.ts";

// German words for the editor where its own German translation (@sveltia/cms/locales/de.json) has none and would fall
// back to English, and where its German does not say what the owner needs to know. Merged into de.json when it is
// served (src/editor/sveltia-build.ts); keys as in the package's en-US.json.

/** Why an upload is refused (src/editor/sveltia-build.ts) and what to do, for one file or several. */
const photoRule = `Die Seite braucht Fotos als JPEG, PNG oder WebP, mindestens ${minPhotoWidth} Pixel breit. Ist das Foto schmaler, nehmen Sie das Original aus der Kamera oder vom Handy, nicht einen Ausschnitt oder eine verkleinerte Kopie aus einem Messenger. Ist es ein HEIC-Foto vom iPhone (auch ein nur umbenanntes), speichern Sie es als JPEG: am iPhone „Einstellungen → Kamera → Formate → Maximale Kompatibilität“, am Mac in „Vorschau“ mit „Ablage → Exportieren … → JPEG“, unter Windows in der App „Fotos“ mit „… → Speichern unter“ und der Endung .jpg. Dann erneut hochladen.`;

/** Dotted key → text, in Sveltia's message format (`{$count}`, `.input … .match`). */
export const cmsGermanWords: Record<string, string> = {
  // Missing in de.json: what the owner sees while editing and in the media library.
  select_item: "{$name} auswählen",
  folders: "Ordner",
  more_folders: "Weitere Ordner",
  domain: "Domain",
  file_unavailable: "Nicht verfügbar",
  file_unavailable_description:
    "Diese Datei ließ sich nicht laden. Vielleicht wurde sie verschoben oder gelöscht; steht sie noch in einer Liste, bricht der nächste Build ab, bis Sie den Eintrag entfernen.",
  back_to_parent_folder: "Zurück zum übergeordneten Ordner",
  new_folder: "Neuer Ordner",
  new_folder_name: "Ordnername",
  new_folder_create: "Anlegen",
  new_folder_description: "Der neue Ordner wird in „{$folder}“ angelegt.",
  "new_folder_error.empty": "Der Ordnername darf nicht leer sein.",
  "new_folder_error.invalid": "Der Ordnername darf keine Schrägstriche enthalten und nicht mit einem Punkt beginnen.",
  "new_folder_error.duplicate": "Hier gibt es schon einen Ordner oder eine Datei mit diesem Namen.",
  creating_folder: "Der Ordner wird angelegt …",
  creating_folder_failed: "Der Ordner ließ sich nicht anlegen.",
  folder_options: "Ordneroptionen",
  show_folder_options: "Ordneroptionen anzeigen",
  rename_folder: "Ordner umbenennen",
  delete_folder: "Ordner löschen",
  enter_new_name_for_folder:
    ".input {$count :integer} .match $count 0 {{Geben Sie unten einen neuen Namen ein.}} one {{Geben Sie unten einen neuen Namen ein. Das Medium im Ordner wird mitverschoben, und jeder Eintrag, der es verwendet, wird angepasst.}} * {{Geben Sie unten einen neuen Namen ein. Die {$count} Medien im Ordner werden mitverschoben, und jeder Eintrag, der sie verwendet, wird angepasst.}}",
  confirm_deleting_folder:
    ".input {$count :integer} .match $count 0 {{Soll der leere Ordner „{$name}“ wirklich gelöscht werden?}} one {{Soll der Ordner „{$name}“ mit dem Medium darin wirklich gelöscht werden?}} * {{Soll der Ordner „{$name}“ mit den {$count} Medien darin wirklich gelöscht werden?}}",
  renaming_folder: "Der Ordner wird umbenannt …",
  renaming_folder_failed: "Der Ordner ließ sich nicht umbenennen.",
  deleting_folder: "Der Ordner wird gelöscht …",
  deleting_folder_failed: "Der Ordner ließ sich nicht löschen.",
  replace_file: "Datei ersetzen",
  replace_image: "Bild ersetzen",
  remove_file: "Datei entfernen",
  remove_image: "Bild entfernen",
  deleting_referenced_assets_note:
    ".input {$count :integer} .match $count one {{Der Verweis darauf in einem Eintrag wird ebenfalls entfernt.}} * {{Die Verweise darauf in {$count} Einträgen werden ebenfalls entfernt.}}",
  cannot_delete_referenced_assets:
    ".input {$count :integer} .match $count one {{Dieses Medium lässt sich nicht löschen: Es wird noch verwendet, und die folgenden Felder wären ohne es ungültig. Entfernen Sie es zuerst dort (etwa den Eintrag in „Die Bildergalerie“) und speichern Sie.}} * {{Diese Medien lassen sich nicht löschen: Sie werden noch verwendet, und die folgenden Felder wären ohne sie ungültig. Entfernen Sie sie zuerst dort und speichern Sie.}}",
  deleting_referenced_entries_note:
    ".input {$count :integer} .match $count one {{Der Verweis darauf in einem anderen Eintrag wird ebenfalls entfernt.}} * {{Die Verweise darauf in {$count} anderen Einträgen werden ebenfalls entfernt.}}",
  cannot_delete_referenced_entries:
    ".input {$count :integer} .match $count one {{Dieser Eintrag lässt sich nicht löschen, weil die folgenden Felder in anderen Einträgen ohne ihn ungültig wären. Ändern Sie zuerst diese Einträge.}} * {{Diese Einträge lassen sich nicht löschen, weil die folgenden Felder in anderen Einträgen ohne sie ungültig wären. Ändern Sie zuerst diese Einträge.}}",
  show_errors: "Fehler anzeigen",
  // A text's counter and its too-long message say the count against the limit, as the build does.
  "character_counter.max":
    ".input {$count :integer} .match $count 0 {{Noch kein Zeichen, höchstens {$max}}} * {{{$count} von höchstens {$max} Zeichen}}",
  "validation.too_long":
    "Zu lang: höchstens {$max} Zeichen (ohne die Erklärung eines Platzhalters). Wie viele es sind, steht unter dem Feld.",
  folder_created: "Ordner angelegt.",
  folder_path: "Ordnerpfad",
  folder_contents: "Inhalt",
  x_folders: ".input {$count :integer} .match $count 0 {{Keine Ordner}} one {{{$count} Ordner}} * {{{$count} Ordner}}",
  folder_renamed: "Ordner umbenannt.",
  folder_deleted: "Ordner gelöscht.",
  "save_conflict.title": "Von jemand anderem geändert",
  "save_conflict.modified_by": "{$name} hat diesen Eintrag am {$date} geändert, nachdem Sie ihn geöffnet haben.",
  "save_conflict.modified": "Dieser Eintrag wurde im Repository geändert, nachdem Sie ihn geöffnet haben.",
  "save_conflict.deleted": "Dieser Eintrag wurde im Repository gelöscht, nachdem Sie ihn geöffnet haben.",
  "save_conflict.overwrite_warning": "Wenn Sie jetzt speichern, gehen diese Änderungen verloren.",
  "save_conflict.recreate_warning": "Wenn Sie jetzt speichern, wird der Eintrag neu angelegt.",
  "save_conflict.save_anyway": "Trotzdem speichern",
  "save_conflict.branch_moved":
    "Das Repository wurde beim Speichern von jemand anderem geändert. Bitte versuchen Sie es noch einmal.",
  "remote_change.reload_entry": "Eintrag neu laden",
  "remote_change.confirm_reloading_entry":
    "Soll der Eintrag wirklich neu geladen werden? Ihre nicht gespeicherten Änderungen gehen verloren.",
  list_item_options: "Optionen für diesen Eintrag",
  "assets_dialog.title.folder": "Ordner auswählen",
  "assets_dialog.selected_folder": "Ausgewählter Ordner: {$path}",
  "assets_dialog.no_subfolders": "Dieser Ordner hat keine Unterordner.",
  "status.deploying": "Wird veröffentlicht",
  // Said better for this site.
  global_assets: "Fotos der Bildergalerie",
  "assets_dialog.folder.global": "Fotos der Bildergalerie",
  "assets_dialog.invalid_file.title": "Foto nicht verwendbar",
  "assets_dialog.rejected_files.title": "Dateien nicht verwendbar",
  warning_invalid_files: `.input {$count :integer} .match $count one {{Diese Datei lässt sich nicht verwenden. ${photoRule}}} * {{Diese Dateien lassen sich nicht verwenden. ${photoRule}}}`,
};

/** `de.json`'s object with the words above set at their dotted keys. */
export function withGermanWords(locale: Record<string, unknown>): Record<string, unknown> {
  const merged = structuredClone(locale);
  for (const [key, text] of Object.entries(cmsGermanWords)) {
    const steps = key.split(".");
    let node = merged;
    for (const step of steps.slice(0, -1)) node = (node[step] ??= {}) as Record<string, unknown>;
    node[steps.at(-1)!] = text;
  }
  return merged;
}
