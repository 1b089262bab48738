import type { ClientDirective } from "astro";
import { controlMediaBeforeHydration } from "./media-controls.ts";

// Signs that the visitor is about to use a control: start downloading the island and React, change nothing.
// A pointer moving, not merely entering: scrolling the page under a resting pointer fires pointerenter.
const warmEvents = ["pointermove", "pointerdown", "touchstart", "focusin", "keydown"] as const;
// Uses of a control: hydrate. The event itself stays the browser's (a click, typed text, a form post):
// never prevented, never dispatched again.
const actEvents = ["click", "input", "submit"] as const;

/** `client:intent` (src/integrations/client-intent.ts): no script until the visitor reaches for a control. */
const intentDirective: ClientDirective = (load, _options, island) => {
  // First, so that a first click on a media control acts before anything else runs.
  controlMediaBeforeHydration(island);
  let loading: ReturnType<typeof load> | undefined;
  const warm = () => (loading ??= load());
  const listening = new AbortController();
  const act = () => {
    listening.abort();
    // Hydrate in a later task: React must not start listening while the browser is still dispatching the
    // event that it has already acted on, or the click would count twice.
    setTimeout(() => void warm().then((hydrate) => hydrate()));
  };
  const options = { capture: true, passive: true, signal: listening.signal };
  for (const type of warmEvents) island.addEventListener(type, warm, options);
  for (const type of actEvents) island.addEventListener(type, act, options);
};

export default intentDirective;
