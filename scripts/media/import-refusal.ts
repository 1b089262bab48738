/** A reason `npm run media -- import` stops before it changes anything; shown to the owner as it is. */
export class ImportRefusal extends Error {
  override name = "ImportRefusal";
}
