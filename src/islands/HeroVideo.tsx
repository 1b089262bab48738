import { useEffect, useRef, useState } from "react";
import IslandErrorBoundary from "./IslandErrorBoundary.tsx";

interface VideoSource {
  src: string;
  type: string;
}

interface Props {
  sources: readonly VideoSource[];
  label: string;
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

function HeroVideoPlayer({ sources, label }: Props) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [muted, setMuted] = useState(true);
  const [playing, setPlaying] = useState(false);
  const [hasFrame, setHasFrame] = useState(false);
  // Controls appear only once they work: before hydration (or without JavaScript) the poster stands alone.
  const [hydrated, setHydrated] = useState(false);

  // The island hydrates when the page is idle; only then may the video start downloading.
  useEffect(() => {
    setHydrated(true);
    const video = videoRef.current;
    if (!video) return;
    video.muted = true;
    const prefersReducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    if (!prefersReducedMotion) video.play().catch(() => setPlaying(false));
  }, []);

  const toggleSound = () => {
    const video = videoRef.current;
    if (video) video.muted = !video.muted;
  };

  const togglePlayback = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) video.play().catch(() => setPlaying(false));
    else video.pause();
  };

  return (
    <>
      <video
        ref={videoRef}
        className={`h-full w-full object-cover transition-opacity duration-700 ${hasFrame ? "opacity-100" : "opacity-0"}`}
        aria-label={label}
        muted
        loop
        playsInline
        preload="none"
        onPlaying={() => {
          setHasFrame(true);
          setPlaying(true);
        }}
        onPause={() => setPlaying(false)}
        onVolumeChange={(event) => setMuted(event.currentTarget.muted)}
      >
        {sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
      </video>
      {hydrated && (
        <div className="absolute right-3 bottom-3 flex gap-2">
          <ControlButton
            label={playing ? "Video pausieren" : "Video abspielen"}
            onClick={togglePlayback}
            icon={playing ? pauseIcon : playIcon}
          />
          <ControlButton
            label={muted ? "Ton einschalten" : "Ton ausschalten"}
            pressed={!muted}
            onClick={toggleSound}
            icon={muted ? mutedIcon : soundIcon}
          />
        </div>
      )}
    </>
  );
}

interface ControlButtonProps {
  label: string;
  icon: string;
  pressed?: boolean;
  onClick: () => void;
}

function ControlButton({ label, icon, pressed, onClick }: ControlButtonProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className="flex h-11 w-11 items-center justify-center rounded-full bg-navy/80 text-white shadow-lg ring-1 ring-white/30 backdrop-blur transition-colors hover:bg-navy"
    >
      <span className="sr-only">{label}</span>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
        <path d={icon} />
      </svg>
    </button>
  );
}

const playIcon = "M8 5.14v13.72a1 1 0 0 0 1.5.86l11-6.86a1 1 0 0 0 0-1.72l-11-6.86A1 1 0 0 0 8 5.14Z";
const pauseIcon = "M7 5h3v14H7zM14 5h3v14h-3z";
const mutedIcon =
  "M3 9v6h4l5 4V5L7 9H3Zm13.6 3 2.7-2.7-1.4-1.4-2.7 2.7-2.7-2.7-1.4 1.4 2.7 2.7-2.7 2.7 1.4 1.4 2.7-2.7 2.7 2.7 1.4-1.4-2.7-2.7Z";
const soundIcon =
  "M3 9v6h4l5 4V5L7 9H3Zm13.5 3A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4ZM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6Z";
