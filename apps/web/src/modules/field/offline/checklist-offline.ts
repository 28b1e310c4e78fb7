import { lazy } from 'react';
import type { TChecklist, TChecklistFoto } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { sendForm } from '../../../lib/upload-file';
import type { OfflineKind } from '../../../routing/route-entry';
import type { ChecklistOffline } from './checklist-aparelho';

/**
 * Sends a checklist's answers given with no signal: the photos first (each with its own key, `<item>.<photo>`), then
 * the answers in the order they were given (`<item>.<answer>`), so a retry after a lost answer repeats nothing. The
 * checklist itself already exists (it is started online), so nothing is created with the item's own key.
 */
export const checklistOffline: OfflineKind = {
  async enviar(envio, progresso) {
    let dados = envio.dados as ChecklistOffline;
    const { checklistId, obra, tipo } = dados;
    const enviadas = [...envio.fotosEnviadas];
    for (const foto of envio.fotos) {
      if (enviadas.includes(foto.id)) continue;
      const form = new FormData();
      form.append('arquivo', foto.blob, foto.nome);
      const noServidor = await sendForm<TChecklistFoto>(
        `/checklists/${checklistId}/fotos`,
        form,
        () => undefined,
        {
          headers: { 'Idempotency-Key': `${envio.id}.${foto.id}` },
        },
      ).done;
      enviadas.push(foto.id);
      dados = { ...dados, fotosNoServidor: { ...dados.fotosNoServidor, [foto.id]: noServidor.id } };
      await progresso({ fotosEnviadas: enviadas, dados });
    }
    for (const resposta of dados.respostas) {
      if (dados.respostasEnviadas.includes(resposta.id)) continue;
      await api<TChecklist>(`/checklists/${checklistId}/respostas/${encodeURIComponent(resposta.itemId)}`, {
        method: 'PUT',
        body: {
          valor: resposta.valor,
          nota: resposta.nota,
          fotoId: resposta.fotoLocal ? (dados.fotosNoServidor[resposta.fotoLocal] ?? null) : resposta.fotoId,
        },
        headers: { 'Idempotency-Key': `${envio.id}.${resposta.id}` },
      });
      dados = { ...dados, respostasEnviadas: [...dados.respostasEnviadas, resposta.id] };
      await progresso({ dados });
    }
    return { link: `/${obra}/checklist/${tipo}/preencher?checklist=${checklistId}` };
  },
  Conflito: lazy(async () => ({ default: (await import('./ChecklistConflito')).ChecklistConflito })),
};
