import { describe, expect, it } from 'vitest';
import { desvioSeverity } from './desvio-severity';

describe('desvioSeverity', () => {
  it('is fine on plan or ahead, a warning behind within the threshold, a delay beyond it', () => {
    expect(desvioSeverity(0, 5)).toBe('success');
    expect(desvioSeverity(3.2, 5)).toBe('success');
    expect(desvioSeverity(-5, 5)).toBe('warning');
    expect(desvioSeverity(-5.01, 5)).toBe('error');
    expect(desvioSeverity(-0.5, 0)).toBe('error');
  });
});
