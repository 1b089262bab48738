declare module "virtual:expose-pdf-build" {
  /** Set by the expose-pdf integration when the build starts (src/integrations/expose-pdf.ts). */
  export const exposePdfBuild: import("./integrations/expose-pdf.ts").ExposePdfBuild;
}
