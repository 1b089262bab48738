// Every icon the site draws, once: its view box and paths. Icon.astro renders them in the sections; the hero video's
// island draws its four with the same shapes. One export per icon, so a bundle carries only the icons it uses.

export interface IconShape {
  viewBox: string;
  paths: readonly string[];
  /** Drawn with the even-odd rule, for shapes with holes cut out (the chevron, the warning sign). */
  evenOdd?: boolean;
}

export const externalLinkIcon: IconShape = {
  viewBox: "0 0 20 20",
  paths: [
    "M11 3a1 1 0 1 0 0 2h2.59l-6.3 6.3a1 1 0 1 0 1.42 1.4L15 6.42V9a1 1 0 1 0 2 0V4a1 1 0 0 0-1-1h-5Z",
    "M5 5a2 2 0 0 0-2 2v8c0 1.1.9 2 2 2h8a2 2 0 0 0 2-2v-3a1 1 0 1 0-2 0v3H5V7h3a1 1 0 0 0 0-2H5Z",
  ],
};

export const closeIcon: IconShape = {
  viewBox: "0 0 20 20",
  paths: [
    "M4.3 4.3a1 1 0 0 1 1.4 0L10 8.6l4.3-4.3a1 1 0 1 1 1.4 1.4L11.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4L10 11.4l-4.3 4.3a1 1 0 0 1-1.4-1.4L8.6 10 4.3 5.7a1 1 0 0 1 0-1.4Z",
  ],
};

export const chevronDownIcon: IconShape = {
  viewBox: "0 0 20 20",
  paths: [
    "M5.2 7.2a1 1 0 0 1 1.4 0L10 10.6l3.4-3.4a1 1 0 1 1 1.4 1.4l-4.1 4.1a1 1 0 0 1-1.4 0L5.2 8.6a1 1 0 0 1 0-1.4Z",
  ],
  evenOdd: true,
};

export const warningIcon: IconShape = {
  viewBox: "0 0 20 20",
  paths: [
    "M8.5 2.9a1.7 1.7 0 0 1 3 0l6.3 11.3A1.7 1.7 0 0 1 16.3 17H3.7a1.7 1.7 0 0 1-1.5-2.8L8.5 2.9ZM10 7a1 1 0 0 0-1 1v3a1 1 0 1 0 2 0V8a1 1 0 0 0-1-1Zm0 8a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z",
  ],
  evenOdd: true,
};

export const starIcon: IconShape = {
  viewBox: "0 0 20 20",
  paths: ["M10 1.8l2.5 5.2 5.7.8-4.1 4 1 5.6L10 14.8l-5.1 2.6 1-5.6-4.1-4 5.7-.8L10 1.8z"],
};

export const playIcon: IconShape = {
  viewBox: "0 0 24 24",
  paths: ["M8 5.14v13.72a1 1 0 0 0 1.5.86l11-6.86a1 1 0 0 0 0-1.72l-11-6.86A1 1 0 0 0 8 5.14Z"],
};

export const pauseIcon: IconShape = { viewBox: "0 0 24 24", paths: ["M7 5h3v14H7zM14 5h3v14h-3z"] };

export const mutedIcon: IconShape = {
  viewBox: "0 0 24 24",
  paths: [
    "M3 9v6h4l5 4V5L7 9H3Zm13.6 3 2.7-2.7-1.4-1.4-2.7 2.7-2.7-2.7-1.4 1.4 2.7 2.7-2.7 2.7 1.4 1.4 2.7-2.7 2.7 2.7 1.4-1.4-2.7-2.7Z",
  ],
};

export const soundIcon: IconShape = {
  viewBox: "0 0 24 24",
  paths: [
    "M3 9v6h4l5 4V5L7 9H3Zm13.5 3A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4ZM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6Z",
  ],
};
