import { useEffect, useRef, useState } from 'react';

/** Gestures that let a page start sound (a touch's start does not count; its end does). */
const GESTURES = ['click', 'touchend', 'keydown'] as const;
/** Marks the toggle: a tap on it decides by itself rather than starting the music first. */
export const MUSIC_TOGGLE_ATTRIBUTE = 'data-music-toggle';

/**
 * The campaign's background music (doc 4 §1, §2.3). Browsers play sound only after the visitor
 * has done something on the page, so the loop starts on the first tap or key anywhere (closing
 * the note, say) unless that tap is on the toggle; the toggle then stops and starts it. `playing`
 * follows the element's own play and pause events, so the toggle says what is really heard.
 */
export function useBackgroundMusic() {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const element = audio.current;
    const start = (event: Event) => {
      stopListening();
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(`[${MUSIC_TOGGLE_ATTRIBUTE}]`)) return;
      // A refused play (no sound device, a strict browser) leaves the toggle off; nothing to report.
      element?.play().catch(() => undefined);
    };
    const stopListening = () => {
      for (const type of GESTURES) document.removeEventListener(type, start, true);
    };
    for (const type of GESTURES) document.addEventListener(type, start, true);
    return () => {
      stopListening();
      element?.pause();
    };
  }, []);

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) element.play().catch(() => undefined);
    else element.pause();
  };

  return {
    audio,
    playing,
    toggle,
    onPlay: () => setPlaying(true),
    onPause: () => setPlaying(false),
  };
}
