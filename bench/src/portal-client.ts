import { BENCH_PASSWORD, BENCH_USER, type Scenario } from './scenarios';

/** Signs in to the portal as the benchmark's users (once each) and resolves the scenarios' paths. */
export class PortalClient {
  private readonly cookies = new Map<string, string>();

  constructor(readonly base: string) {}

  async cookieOf(email: string): Promise<string> {
    const known = this.cookies.get(email);
    if (known) return known;
    const response = await fetch(`${this.base}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-portal-request': '1' },
      body: JSON.stringify({ email, password: BENCH_PASSWORD }),
    });
    if (!response.ok) throw new Error(`não foi possível entrar como ${email}: ${response.status}`);
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    this.cookies.set(email, cookie);
    return cookie;
  }

  /** The scenario's path and query, reading first what it needs as the scenario's user. */
  async pathOf(scenario: Scenario): Promise<string> {
    if (typeof scenario.path === 'string') return scenario.path;
    const cookie = await this.cookieOf(scenario.user ?? BENCH_USER);
    return scenario.path(async (p) => {
      const response = await fetch(this.base + p, { headers: { cookie } });
      if (!response.ok) throw new Error(`${scenario.name}: GET ${p} respondeu ${response.status}`);
      return response.json();
    });
  }
}
