import { describe, expect, it } from 'vitest';
import { createThrottle } from './throttle.ts';

describe('createThrottle', () => {
  it('lets one through per window and drops the rest', () => {
    let time = 10_000;
    const pass = createThrottle(1500, () => time);
    expect(pass()).toBe(true);
    time += 100;
    expect(pass()).toBe(false);
    time += 1399;
    expect(pass()).toBe(false);
    time += 1;
    expect(pass()).toBe(true);
    time += 1500;
    expect(pass()).toBe(true);
  });

  it('gives the window back when the action was refused, so a corrected one goes at once', () => {
    let time = 10_000;
    const pass = createThrottle(1500, () => time);
    expect(pass()).toBe(true);
    pass.release();
    time += 200;
    expect(pass()).toBe(true);
    time += 200;
    expect(pass()).toBe(false);
  });

  it('lets the first through at any clock', () => {
    expect(createThrottle(1500, () => 0)()).toBe(true);
  });
});
