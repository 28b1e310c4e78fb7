import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { alterarEnvio, listarEnvios, removerEnvio } from '../../lib/offline/envios-db';
import { avisarEnviosMudaram } from '../../lib/offline/guardar-envio';
import { useSessionStore } from '../../session/session.store';

/** The device's queue is read like server state, so the page redraws when the top bar sends something. */
export const enviosKeys = {
  all: ['envios'] as const,
  lista: (usuarioId: string) => ['envios', 'lista', usuarioId] as const,
};

export function useEnvios() {
  const usuarioId = useSessionStore((s) => s.user?.id_user ?? '');
  return useQuery({
    queryKey: enviosKeys.lista(usuarioId),
    queryFn: () => listarEnvios(usuarioId),
    enabled: !!usuarioId,
  });
}

function useMudou() {
  const client = useQueryClient();
  return () => {
    avisarEnviosMudaram();
    return client.invalidateQueries({ queryKey: enviosKeys.all });
  };
}

/** Puts an item back in the queue (after a refusal the user fixed, or to try once more). */
export function useTentarDeNovo() {
  const mudou = useMudou();
  return useMutation({
    mutationFn: (id: string) => alterarEnvio(id, (e) => ({ ...e, estado: 'aguardando', erro: undefined })),
    onSuccess: mudou,
  });
}

/** Drops an item the user decided not to send (asked first: it is what they typed). */
export function useDescartarEnvio() {
  const mudou = useMudou();
  return useMutation({ mutationFn: removerEnvio, onSuccess: mudou });
}
