export const contactSection = {
  heading: "Interesse geweckt?",
  subtitle: "Kontaktieren Sie mich für weitere Informationen oder eine Besichtigung",
} as const;
