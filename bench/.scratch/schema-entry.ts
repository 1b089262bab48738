export { validateContact } from "/work/main/src/contact/schema.ts";
