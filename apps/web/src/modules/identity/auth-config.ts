import { useEffect, useState } from 'react';
import { authApi } from '../../session/auth.api';

/**
 * Whether the pool offers SSO (GET /api/auth/config), asked once per visit without TanStack Query, which the sign-in
 * page does not load; until the answer (or on an error) the SSO button stays hidden.
 */
export function useSsoEnabled(): boolean {
  const [enabled, setEnabled] = useState(false);
  useEffect(() => {
    let current = true;
    authApi.config().then(
      (config) => current && setEnabled(config.ssoEnabled),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return enabled;
}
