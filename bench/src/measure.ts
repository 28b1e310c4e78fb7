import autocannon from 'autocannon';
import * as hdr from 'hdr-histogram-js';

export interface Measurement {
  requestsPerSecond: number;
  p95Ms: number;
  errors: number;
}

/** Loads one URL for `seconds` with `connections` concurrent clients; counts only 2xx answers. */
export async function measure(
  url: string,
  headers: Record<string, string>,
  seconds = 10,
  connections = 10,
): Promise<Measurement> {
  const histogram = hdr.build({
    lowestDiscernibleValue: 1,
    highestTrackableValue: 60_000_000,
    numberOfSignificantValueDigits: 3,
  });
  let errors = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, headers, duration: seconds, connections }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300)
        histogram.recordValue(Math.max(1, Math.round(responseTime * 1000)));
      else errors += 1;
    });
  });
  return {
    requestsPerSecond: result.requests.average,
    p95Ms: histogram.getValueAtPercentile(95) / 1000,
    errors: errors + result.errors + result.non2xx,
  };
}
