import { useTranslation } from 'react-i18next';
import { MUSIC_TOGGLE_ATTRIBUTE, useBackgroundMusic } from '../hooks/use-background-music.ts';
import loopUrl from '../music/campaign-loop.wav';

/** The loop and its round toggle in the page's top right corner; it shows whether music is on. */
export function BackgroundMusic() {
  const { t } = useTranslation();
  const music = useBackgroundMusic();
  return (
    <>
      {/* biome-ignore lint/a11y/useMediaCaption: instrumental music without words */}
      <audio
        ref={music.audio}
        src={loopUrl}
        loop
        preload="none"
        onPlay={music.onPlay}
        onPause={music.onPause}
        data-testid="campaign-music"
      />
      <button
        type="button"
        className={`campaign-music${music.playing ? ' is-on' : ''}`}
        aria-pressed={music.playing}
        aria-label={t(music.playing ? 'campaignHomes.music.turnOff' : 'campaignHomes.music.turnOn')}
        onClick={music.toggle}
        data-testid="music-toggle"
        {...{ [MUSIC_TOGGLE_ATTRIBUTE]: '' }}
      >
        <span className="campaign-music-disc" aria-hidden="true">
          ♪
        </span>
        <span className="campaign-music-state">
          {t(music.playing ? 'campaignHomes.music.on' : 'campaignHomes.music.off')}
        </span>
      </button>
    </>
  );
}
