import poster from "../assets/media/hero-poster.jpg";

export const hero = {
  headline: "Ihre Investition in Freiheit und Ruhe auf dem Wasser",
  subtitle:
    "Eine passive Airbnb-Investition mit Betreibervertrag: Sie besitzen ein historisches Hausboot, ein erfahrener Betreiber vermietet es an Feriengäste und teilt den Gewinn mit Ihnen.",
  ctaLabel: "Airbnb-Angebot ansehen",
  infoCards: {
    listLabel: "Das Wichtigste auf einen Blick",
    locationLabel: "Lage",
    yieldLabel: "Prognostizierte Rendite",
  },
  video: {
    poster,
    posterAlt: "Das Hausboot im goldenen Abendlicht auf dem See",
    // Served from public/ as they are: the browser streams them with range requests.
    sources: [
      { src: "/media/hero-loop.webm", type: 'video/webm; codecs="vp9, opus"' },
      { src: "/media/hero-loop.mp4", type: 'video/mp4; codecs="avc1.640028, mp4a.40.2"' },
    ],
    label: "Video: Das Hausboot schaukelt sanft auf dem See in Werder (Havel)",
  },
} as const;
