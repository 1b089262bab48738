// Static instances cut by scripts/heading-font.ts: 17.8 KB each where the variable font is 36.6 KB, loaded only for a
// weight a page uses (700: the 404 page's number). A heading in another weight needs its instance here.
type HeadingFontInstance = { src: [file: string]; weight: number; style: "normal" };

const instance = (weight: number): HeadingFontInstance => ({
  src: [`./src/assets/fonts/fraunces-latin-${weight}.woff2`],
  weight,
  style: "normal",
});

export const headingFontInstances: [HeadingFontInstance, ...HeadingFontInstance[]] = [instance(600), instance(700)];
