/** A reason the import stops before it changes anything; the message is shown to the owner as it is. */
export class ImportRefusal extends Error {
  override name = "ImportRefusal";
}
