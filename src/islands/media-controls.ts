// The hero video's buttons without React: the intent directive runs `controlMediaBeforeHydration` with the page, so
// the first click acts inside the browser's own event (only then may sound start). HeroVideo.tsx uses the same parts.

export type PlayerPart = "screen" | "video" | "playback" | "sound";

export interface MediaState {
  /** The video has played or has data; its frame is displayed from then on. */
  started: boolean;
  /** A frame is there to show, so the video may cover the poster. */
  hasFrame: boolean;
  playing: boolean;
  muted: boolean;
}

/** What the server renders: the poster alone, a button that plays and one that switches the sound on. */
export const initialMediaState: MediaState = { started: false, hasFrame: false, playing: false, muted: true };

export const mediaStateEvents = ["loadedmetadata", "loadeddata", "emptied", "play", "pause", "volumechange"] as const;

export function readMediaState(video: HTMLVideoElement): MediaState {
  return {
    // Not networkState: the parser's <source> elements already start the resource selection.
    started: !video.paused || video.readyState > HTMLMediaElement.HAVE_NOTHING,
    hasFrame: video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA,
    playing: !video.paused,
    muted: video.muted,
  };
}

const flag = (on: boolean) => (on ? "" : undefined);

/** Labels and icons follow these attributes in CSS, so the markup is right before React (set here) and after. */
export const playerPartAttributes = (part: PlayerPart, state: MediaState): Record<string, string | undefined> =>
  ({
    screen: { "data-started": flag(state.started) },
    video: { "data-has-frame": flag(state.hasFrame) },
    playback: { "data-playing": flag(state.playing) },
    sound: { "aria-pressed": String(!state.muted) },
  })[part];

export function toggleSound(video: HTMLVideoElement): void {
  video.muted = !video.muted;
}

export function togglePlayback(video: HTMLVideoElement): void {
  // A refused play() leaves the video paused and the state as it was; nothing to report to the visitor.
  if (video.paused) video.play().catch(() => undefined);
  else video.pause();
}

/** Only until React hydrates the island (Astro then removes its `ssr` attribute), so no click counts twice. */
export function controlMediaBeforeHydration(island: HTMLElement): void {
  const video = island.querySelector<HTMLVideoElement>('video[data-media="video"]');
  if (!video) return;
  const beforeReact = () => island.hasAttribute("ssr");
  island.addEventListener(
    "click",
    (event) => {
      if (!beforeReact() || !(event.target instanceof Element)) return;
      const part = event.target.closest("[data-media]")?.getAttribute("data-media");
      if (part === "sound") toggleSound(video);
      else if (part === "playback") togglePlayback(video);
    },
    true,
  );
  const showState = () => {
    if (beforeReact()) showMediaState(island, readMediaState(video));
  };
  for (const type of mediaStateEvents) video.addEventListener(type, showState);
  startAfterLoad(video);
}

function showMediaState(root: HTMLElement, state: MediaState): void {
  for (const element of root.querySelectorAll<HTMLElement>("[data-media]")) {
    const attributes = playerPartAttributes(element.dataset.media as PlayerPart, state);
    for (const [name, value] of Object.entries(attributes)) {
      if (value === undefined) element.removeAttribute(name);
      else element.setAttribute(name, value);
    }
  }
}

/** After load, when idle, so it is not part of the first view; never for reduced motion or Save-Data visitors. */
function startAfterLoad(video: HTMLVideoElement): void {
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
  const reducedMotion = !window.matchMedia || window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  if (saveData || reducedMotion) return;
  const start = () => {
    // A visitor who pressed play before this moment has already decided.
    if (!readMediaState(video).started) video.play().catch(() => undefined);
  };
  const startWhenIdle = () => ("requestIdleCallback" in window ? requestIdleCallback(start) : setTimeout(start));
  if (document.readyState === "complete") startWhenIdle();
  else window.addEventListener("load", startWhenIdle, { once: true });
}
