import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TEap, TEapItemInput, TEapItemPatch, TEapMoveInput, TOsTipo } from '@portal/domain';
import { api } from '../../lib/api-client';
import { osKeys } from './os.queries';

/** Query keys of an obra's EAP per team. */
export const eapKeys = {
  eap: (obra: string, tipo: TOsTipo) => ['eap', obra, tipo] as const,
};

const base = (obra: string, tipo: TOsTipo) => `/obras/${obra}/eap/${tipo}`;

/** The template (.xlsx) with the current EAP: a plain link, so the browser downloads it. */
export const eapTemplateUrl = (obra: string, tipo: TOsTipo) => `/api${base(obra, tipo)}/modelo.xlsx`;

/** Where the spreadsheet import is sent (multipart, field `arquivo`). */
/** Where the spreadsheet is sent (uploadFile adds `/api`). */
export const eapImportPath = (obra: string, tipo: TOsTipo) => `${base(obra, tipo)}/importar`;

export function useEap(obra: string, tipo: TOsTipo) {
  return useQuery({
    queryKey: eapKeys.eap(obra, tipo),
    queryFn: () => api<TEap>(base(obra, tipo)),
    enabled: !!obra,
  });
}

/** Every write answers the whole EAP (codes and progress change with it): it replaces the cached one. */
export function useEapSaved(obra: string, tipo: TOsTipo) {
  const client = useQueryClient();
  return (eap?: TEap) => {
    if (eap) client.setQueryData(eapKeys.eap(obra, tipo), eap);
    else void client.invalidateQueries({ queryKey: eapKeys.eap(obra, tipo) });
    // The order form lists the EAP's leaves too.
    return client.invalidateQueries({ queryKey: osKeys.eapFolhas(obra, tipo) });
  };
}

export function useAddEapItem(obra: string, tipo: TOsTipo) {
  const saved = useEapSaved(obra, tipo);
  return useMutation({
    mutationFn: (input: TEapItemInput) =>
      api<TEap>(`${base(obra, tipo)}/itens`, { method: 'POST', body: input }),
    onSuccess: saved,
  });
}

export function useEditEapItem(obra: string, tipo: TOsTipo) {
  const saved = useEapSaved(obra, tipo);
  return useMutation({
    mutationFn: ({ id, ...patch }: TEapItemPatch & { id: string }) =>
      api<TEap>(`${base(obra, tipo)}/itens/${id}`, { method: 'PATCH', body: patch }),
    onSuccess: saved,
  });
}

export function useMoveEapItem(obra: string, tipo: TOsTipo) {
  const saved = useEapSaved(obra, tipo);
  return useMutation({
    mutationFn: ({ id, ...move }: TEapMoveInput & { id: string }) =>
      api<TEap>(`${base(obra, tipo)}/itens/${id}/mover`, { method: 'POST', body: move }),
    onSuccess: saved,
  });
}

export function useDeleteEapItem(obra: string, tipo: TOsTipo) {
  const saved = useEapSaved(obra, tipo);
  return useMutation({
    mutationFn: (id: string) => api<void>(`${base(obra, tipo)}/itens/${id}`, { method: 'DELETE' }),
    onSuccess: () => saved(),
  });
}
