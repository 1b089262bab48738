declare module "virtual:expose-pdf-build" {
  /** Set by the expose-pdf integration when the build starts (src/pdf/expose-pdf.ts). */
  export const exposePdfBuild: import("./pdf/expose-pdf.ts").ExposePdfBuild;
}
