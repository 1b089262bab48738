// The heading font (astro.config.mjs): Fraunces as static instances at the weights the pages set it in, cut from the
// variable font by scripts/heading-font.ts and committed. An instance is 17.8 KB where the variable font is 36.6 KB,
// and a browser loads one only for a weight a page uses (700: the 404 page's number). A heading in another weight
// needs its instance here; the browser would draw it from the nearest one.
type HeadingFontInstance = { src: [file: string]; weight: number; style: "normal" };

const instance = (weight: number): HeadingFontInstance => ({
  src: [`./src/assets/fonts/fraunces-latin-${weight}.woff2`],
  weight,
  style: "normal",
});

export const headingFontInstances: [HeadingFontInstance, ...HeadingFontInstance[]] = [instance(600), instance(700)];
