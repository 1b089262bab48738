import { Fragment, useEffect, useRef, useState } from "react";
import type { VideoControlLabels } from "../views/page-copy.ts";
import { mutedIcon, pauseIcon, playIcon, soundIcon } from "../icons/icons.ts";
import IslandErrorBoundary from "./IslandErrorBoundary.tsx";
import {
  initialMediaState,
  playerPartAttributes,
  mediaStateEvents,
  readMediaState,
  togglePlayback,
  toggleSound,
  type PlayerPart,
  type MediaState,
} from "./media-controls.ts";

interface Props {
  /** A source with `media` is only for viewports that match (the phone rendition); the first the browser plays wins. */
  sources: readonly { src: string; type: string; media?: string }[];
  label: string;
  /** The buttons' labels in the page's language (page-copy.ts). */
  controlLabels: VideoControlLabels;
}

export default function HeroVideo(props: Props) {
  return (
    <div className="absolute inset-0 print:hidden">
      <IslandErrorBoundary>
        <HeroVideoPlayer {...props} />
      </IslandErrorBoundary>
    </div>
  );
}

function HeroVideoPlayer({ sources, label, controlLabels }: Props) {
  const videoRef = useRef<HTMLVideoElement>(null);
  // Begins as the server rendered it; at mount it reads what the video and the visitor did before React arrived.
  const [state, setState] = useState<MediaState>(initialMediaState);
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const showState = () => setState(readMediaState(video));
    showState();
    setHydrated(true);
    for (const type of mediaStateEvents) video.addEventListener(type, showState);
    return () => mediaStateEvents.forEach((type) => video.removeEventListener(type, showState));
  }, []);

  // Before hydration media-controls.ts keeps these attributes up to date, so the server's values may have
  // changed; React takes them over with the state it reads at mount.
  const part = (name: PlayerPart) => ({
    "data-media": name,
    ...playerPartAttributes(name, state),
    suppressHydrationWarning: true,
  });
  const withVideo = (action: (video: HTMLVideoElement) => void) => () => videoRef.current && action(videoRef.current);

  return (
    <>
      {/* Not displayed until the video starts: a displayed <video> costs the first view Chromium's media styles. */}
      <div {...part("screen")} className="hidden h-full w-full data-started:block">
        <video
          ref={videoRef}
          {...part("video")}
          className="h-full w-full object-cover opacity-0 transition-opacity duration-700 data-has-frame:opacity-100"
          aria-label={label}
          muted
          loop
          playsInline
          preload="none"
        >
          {sources.map((source) => (
            <source key={source.src} src={source.src} type={source.type} media={source.media} />
          ))}
        </video>
      </div>
      {/* Without JavaScript the buttons could do nothing, so they are not shown. */}
      <div className="absolute right-3 bottom-3 flex gap-2 noscript:hidden" data-hydrated={hydrated ? "" : undefined}>
        {controlParts.map((name) => (
          <button
            key={name}
            type="button"
            {...part(name)}
            onClick={withVideo(controls[name].action)}
            className="group flex h-11 w-11 items-center justify-center rounded-full bg-navy/80 text-white shadow-lg ring-1 ring-white/30 backdrop-blur transition-colors hover:bg-navy"
          >
            {(["off", "on"] as const).map((when) => (
              <Fragment key={when}>
                <span className={`sr-only ${controls[name].shownWhen[when]}`}>{controlLabels[name][when]}</span>
                <svg
                  aria-hidden="true"
                  viewBox={controls[name][when].icon.viewBox}
                  className={`h-5 w-5 ${controls[name].shownWhen[when]}`}
                  fill="currentColor"
                >
                  {controls[name][when].icon.paths.map((d) => (
                    <path key={d} d={d} />
                  ))}
                </svg>
              </Fragment>
            ))}
          </button>
        ))}
      </div>
    </>
  );
}

const controlParts = ["playback", "sound"] as const;

// Each button holds both labels (from the page, in its language) and both icons; its state attribute (data-playing,
// aria-pressed) shows one in CSS.
const controls = {
  playback: {
    off: { icon: playIcon },
    on: { icon: pauseIcon },
    shownWhen: { off: "group-data-playing:hidden", on: "hidden group-data-playing:block" },
    action: togglePlayback,
  },
  sound: {
    off: { icon: mutedIcon },
    on: { icon: soundIcon },
    shownWhen: { off: "group-aria-pressed:hidden", on: "hidden group-aria-pressed:block" },
    action: toggleSound,
  },
} as const;
