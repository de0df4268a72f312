/**
 * The campaigns' background music (doc 4 §1: the seat-naming home plays music), made by code so
 * the repository holds no recording of unknown origin: a music-box tune over I–vi–IV–V in C, four
 * bars at 96 bpm, rendered as a mono 16-bit WAV. Every note's tail past the end is added to the
 * start, so the file loops without a click. `write-loop.ts` writes campaign-loop.wav from this.
 */
export const LOOP_SAMPLE_RATE = 11_025;
const BPM = 96;
const BEAT_S = 60 / BPM;
const BARS = 4;
export const LOOP_SECONDS = BARS * 4 * BEAT_S;

/** Semitones from middle C. */
type Note = { beat: number; pitch: number; beats: number; gain: number };

const CHORDS = [
  [0, 4, 7], // C
  [-3, 0, 4], // Am
  [-7, -3, 0], // F
  [-5, -1, 2], // G
];
/** The tune: two phrases on the C major pentatonic, an eighth note a step. */
const MELODY = [
  [12, 16, 19, 16, 14, 12, 9, 12],
  [9, 12, 16, 14, 12, 9, 7, 9],
  [5, 9, 12, 14, 12, 9, 7, 5],
  [7, 11, 14, 12, 11, 7, 2, 7],
];

function notes(): Note[] {
  const all: Note[] = [];
  CHORDS.forEach((chord, bar) => {
    const start = bar * 4;
    // A soft bass on the bar and a pad of the chord under the tune.
    all.push({ beat: start, pitch: (chord[0] ?? 0) - 12, beats: 4, gain: 0.22 });
    for (const pitch of chord) all.push({ beat: start + 2, pitch, beats: 2, gain: 0.07 });
    (MELODY[bar] ?? []).forEach((pitch, step) => {
      all.push({ beat: start + step / 2, pitch, beats: 1.5, gain: step % 2 === 0 ? 0.2 : 0.15 });
    });
  });
  return all;
}

const frequency = (pitch: number) => 261.6256 * 2 ** (pitch / 12);

/** The loop as samples in [-1, 1]. */
export function renderLoop(sampleRate = LOOP_SAMPLE_RATE): Float64Array {
  const length = Math.round(LOOP_SECONDS * sampleRate);
  const out = new Float64Array(length);
  for (const note of notes()) {
    const first = Math.round(note.beat * BEAT_S * sampleRate);
    const ring = Math.round(note.beats * BEAT_S * sampleRate * 2);
    const hz = frequency(note.pitch);
    for (let i = 0; i < ring; i++) {
      const t = i / sampleRate;
      // 8 ms attack, then a music box's decay; bells get a touch of the 2nd and 3rd harmonics.
      const envelope = Math.min(1, t / 0.008) * Math.exp(-t * 2.2);
      const phase = 2 * Math.PI * hz * t;
      const tone = Math.sin(phase) + 0.3 * Math.sin(2 * phase) + 0.08 * Math.sin(3 * phase);
      const at = (first + i) % length;
      out[at] = (out[at] ?? 0) + note.gain * envelope * tone;
    }
  }
  const peak = out.reduce((max, value) => Math.max(max, Math.abs(value)), 0);
  const scale = peak > 0 ? 0.7 / peak : 0;
  return out.map((value) => value * scale);
}

/** A RIFF/WAVE file of 16-bit mono PCM. */
export function encodeWav(samples: Float64Array, sampleRate = LOOP_SAMPLE_RATE): Uint8Array {
  const dataBytes = samples.length * 2;
  const bytes = new Uint8Array(44 + dataBytes);
  const view = new DataView(bytes.buffer);
  const text = (at: number, value: string) => {
    for (let i = 0; i < value.length; i++) view.setUint8(at + i, value.charCodeAt(i));
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, dataBytes, true);
  samples.forEach((value, index) => {
    view.setInt16(44 + index * 2, Math.round(Math.max(-1, Math.min(1, value)) * 32_767), true);
  });
  return bytes;
}
