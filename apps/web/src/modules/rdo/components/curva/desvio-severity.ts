/**
 * How today's gap (realized − planned, in percentage points) reads: ahead or on plan is fine, behind within the
 * obra's threshold is a warning, behind beyond it is a delay (the same rule as the delay warnings).
 */
export function desvioSeverity(desvio: number, limiarAtraso: number): 'success' | 'warning' | 'error' {
  if (desvio >= 0) return 'success';
  return -desvio > limiarAtraso ? 'error' : 'warning';
}
