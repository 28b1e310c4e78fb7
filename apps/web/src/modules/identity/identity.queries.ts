import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi } from '../../session/auth.api';

/** These screens show their own progress (a busy button, a dialog): no page-wide busy indicator. */
const OWN_PROGRESS = { ocupado: false } as const;

/** Query keys of the identity module: the pool's sign-in options and the user's remembered browsers. */
export const authKeys = {
  all: ['auth'] as const,
  config: ['auth', 'config'] as const,
  devices: ['auth', 'dispositivos'] as const,
};

/** SSO on or off and the MFA policy of the pool (the sign-in page and the security section read it). */
export function useAuthConfig() {
  return useQuery({ queryKey: authKeys.config, queryFn: authApi.config, staleTime: 5 * 60_000 });
}

export function useDevices() {
  return useQuery({ queryKey: authKeys.devices, queryFn: authApi.devices });
}

export function useRememberDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authApi.rememberDevice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.devices }),
  });
}

export function useForgetDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authApi.forgetDevice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.devices }),
  });
}

export function useChangePassword() {
  return useMutation({
    meta: OWN_PROGRESS,
    mutationFn: ({ oldPassword, newPassword }: { oldPassword: string; newPassword: string }) =>
      authApi.changePassword(oldPassword, newPassword),
  });
}

export function useSendEmailVerification() {
  return useMutation({ meta: OWN_PROGRESS, mutationFn: authApi.sendEmailVerification });
}

export function useVerifyEmail() {
  return useMutation({ meta: OWN_PROGRESS, mutationFn: authApi.verifyEmail });
}

/** Starts enrolling an authenticator app (signed in, or during the sign-in challenge that demands it). */
export function useAssociateMfa(duringChallenge = false) {
  return useMutation({
    meta: OWN_PROGRESS,
    mutationFn: duringChallenge ? authApi.associateMfaDuringChallenge : authApi.associateMfa,
  });
}

export function useVerifyMfa() {
  return useMutation({ meta: OWN_PROGRESS, mutationFn: authApi.verifyMfa });
}

export function useDisableMfa() {
  return useMutation({ meta: OWN_PROGRESS, mutationFn: authApi.disableMfa });
}

export function useForgotPassword() {
  return useMutation({ meta: OWN_PROGRESS, mutationFn: authApi.forgotPassword });
}

export function useConfirmForgotPassword() {
  return useMutation({
    meta: OWN_PROGRESS,
    mutationFn: ({ email, code, password }: { email: string; code: string; password: string }) =>
      authApi.confirmForgotPassword(email, code, password),
  });
}

/** Deletes one's own account; the password is asked again (none for an SSO-only account). */
export function useDeleteOwnAccount() {
  return useMutation({ meta: OWN_PROGRESS, mutationFn: authApi.deleteOwnUser });
}
