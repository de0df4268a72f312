import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { encodeWav, LOOP_SAMPLE_RATE, LOOP_SECONDS, renderLoop } from './loop-wav.ts';

const committed = readFileSync(new URL('./campaign-loop.wav', import.meta.url));

describe('the campaigns’ music loop', () => {
  const samples = renderLoop();

  it('is ten seconds of sound that never clips', () => {
    expect(LOOP_SECONDS).toBe(10);
    expect(samples.length).toBe(LOOP_SAMPLE_RATE * 10);
    const peak = samples.reduce((max, value) => Math.max(max, Math.abs(value)), 0);
    expect(peak).toBeCloseTo(0.7, 5);
    // Not silence anywhere for long: every quarter second has sound.
    const quarter = LOOP_SAMPLE_RATE / 4;
    for (let start = 0; start + quarter <= samples.length; start += quarter) {
      const loudest = samples.slice(start, start + quarter).reduce((max, v) => Math.max(max, Math.abs(v)), 0);
      expect(loudest).toBeGreaterThan(0.02);
    }
  });

  it('loops without a click: the last sample runs into the first', () => {
    const last = samples[samples.length - 1] ?? 0;
    const first = samples[0] ?? 0;
    const steps = samples.slice(1, 2000).map((value, index) => Math.abs(value - (samples[index] ?? 0)));
    const usualStep = Math.max(...steps);
    expect(Math.abs(first - last)).toBeLessThanOrEqual(usualStep);
  });

  it('is a 16-bit mono PCM WAV', () => {
    const bytes = encodeWav(new Float64Array([0, 1, -1, 2]), 8000);
    const view = new DataView(bytes.buffer);
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('RIFF');
    expect(new TextDecoder().decode(bytes.slice(8, 16))).toBe('WAVEfmt ');
    expect(view.getUint32(4, true)).toBe(36 + 8);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(8000);
    expect(view.getUint16(34, true)).toBe(16);
    expect([0, 1, 2, 3].map((i) => view.getInt16(44 + i * 2, true))).toEqual([0, 32_767, -32_767, 32_767]);
  });

  it('the committed campaign-loop.wav is this code’s output (rewrite it with write-loop.ts)', () => {
    const made = encodeWav(samples);
    expect(committed.length).toBe(made.length);
    expect([...committed.subarray(0, 44)]).toEqual([...made.subarray(0, 44)]);
    const file = new DataView(committed.buffer, committed.byteOffset, committed.length);
    const code = new DataView(made.buffer);
    let worst = 0;
    for (let at = 44; at < made.length; at += 2) {
      worst = Math.max(worst, Math.abs(file.getInt16(at, true) - code.getInt16(at, true)));
    }
    // One step of rounding at most, should another machine's floating point differ in the last bit.
    expect(worst).toBeLessThanOrEqual(1);
  });
});
