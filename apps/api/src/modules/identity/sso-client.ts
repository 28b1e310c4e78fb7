import * as oidc from 'openid-client';

export interface SsoSettings {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  /** Where the provider sends the browser back: PUBLIC_URL/api/auth/sso/callback. */
  redirectUri: string;
  /** Where the provider sends the browser after signing out: PUBLIC_URL/login. */
  postLogoutRedirectUri: string;
}

/** What the callback learned about the person, from the id token and the userinfo endpoint. */
export interface FederatedIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string;
  idToken: string;
}

/** The state kept in the browser (HttpOnly cookie) between leaving for the provider and coming back. */
export interface PendingLogin {
  verifier: string;
  state: string;
  nonce: string;
  redirect?: string;
}

/**
 * The company's single sign-on through OpenID Connect: authorization code with PKCE, e-mail and name from
 * userinfo. Discovery happens on first use, so the portal starts even while the provider is down.
 */
export class SsoClient {
  private configuration?: Promise<oidc.Configuration>;

  constructor(private readonly settings: SsoSettings) {}

  private discover(): Promise<oidc.Configuration> {
    if (!this.configuration) {
      const insecure = this.settings.issuerUrl.startsWith('http://');
      this.configuration = oidc
        .discovery(
          new URL(this.settings.issuerUrl),
          this.settings.clientId,
          this.settings.clientSecret,
          undefined,
          {
            execute: insecure ? [oidc.allowInsecureRequests] : [],
          },
        )
        .catch((error: unknown) => {
          this.configuration = undefined;
          throw error;
        });
    }
    return this.configuration;
  }

  async startLogin(redirect?: string): Promise<{ url: string; pending: PendingLogin }> {
    const config = await this.discover();
    const pending: PendingLogin = {
      verifier: oidc.randomPKCECodeVerifier(),
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      ...(redirect ? { redirect } : {}),
    };
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.settings.redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(pending.verifier),
      code_challenge_method: 'S256',
      state: pending.state,
      nonce: pending.nonce,
    });
    return { url: url.href, pending };
  }

  async finishLogin(callbackUrl: URL, pending: PendingLogin): Promise<FederatedIdentity> {
    const config = await this.discover();
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: pending.verifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('o provedor não devolveu id_token');
    const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
    const email = String(info.email ?? claims.email ?? '')
      .trim()
      .toLowerCase();
    if (!email) throw new Error('o provedor não informou o e-mail');
    return {
      subject: claims.sub,
      email,
      emailVerified: Boolean(info.email_verified ?? claims.email_verified ?? false),
      name: String(info.name ?? claims.name ?? email),
      idToken: tokens.id_token!,
    };
  }

  /** The provider's end-session address, so signing out of the portal signs out of the SSO too. */
  async endSessionUrl(idToken: string | null): Promise<string> {
    const config = await this.discover();
    return oidc.buildEndSessionUrl(config, {
      post_logout_redirect_uri: this.settings.postLogoutRedirectUri,
      client_id: this.settings.clientId,
      ...(idToken ? { id_token_hint: idToken } : {}),
    }).href;
  }
}
