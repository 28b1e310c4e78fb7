import { describe, expect, it } from 'vitest';
import { lockSeconds, THROTTLE, throttleKey } from './throttle';

describe('lockSeconds', () => {
  it('does not lock before the fifth consecutive failure', () => {
    expect([0, 1, 2, 3, 4].map((n) => lockSeconds(n))).toEqual([0, 0, 0, 0, 0]);
  });

  it('locks for 1 s at the fifth failure, then doubles: 2 s, 4 s, 8 s ...', () => {
    expect([5, 6, 7, 8, 9, 10].map((n) => lockSeconds(n))).toEqual([1, 2, 4, 8, 16, 32]);
  });

  it('stops doubling at 15 minutes', () => {
    expect(lockSeconds(14)).toBe(512);
    expect(lockSeconds(15)).toBe(THROTTLE.maxLockSeconds);
    expect(lockSeconds(15)).toBe(900);
    expect(lockSeconds(40)).toBe(900);
    expect(lockSeconds(5000)).toBe(900);
  });

  it('counts from its own threshold for the per-address limit', () => {
    expect(lockSeconds(29, THROTTLE.freeFailuresPerAddress)).toBe(0);
    expect(lockSeconds(30, THROTTLE.freeFailuresPerAddress)).toBe(1);
    expect(lockSeconds(31, THROTTLE.freeFailuresPerAddress)).toBe(2);
  });
});

describe('throttleKey', () => {
  it('names the same e-mail the same way whatever its case and spaces', () => {
    expect(throttleKey('senha', ' Ana@Demo.Obras.dev ')).toBe('senha:ana@demo.obras.dev');
  });
});
