import { lazy } from 'react';
import type { TRdo, TRdoConteudo, TRdoFoto } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { sendForm } from '../../../lib/upload-file';
import type { OfflineKind } from '../../../routing/route-entry';

/** What an RDO made with no signal keeps on the device: the obra it is for and the form's content, as typed. */
export interface RdoOffline {
  obraId: string;
  data: string;
  conteudo: TRdoConteudo;
}

/**
 * Sends an RDO made offline: the report first (its queue id as idempotency key), then each photo with a key of its
 * own, so a photo lost on the way is sent again and one that arrived is never sent twice.
 */
export const rdoOffline: OfflineKind = {
  async enviar(envio, progresso) {
    const { obraId, data, conteudo } = envio.dados as RdoOffline;
    let id = envio.resultadoId;
    if (!id) {
      const rdo = await api<TRdo>(`/obras/${obraId}/diarios`, {
        method: 'POST',
        body: { data, conteudo },
        headers: { 'Idempotency-Key': envio.id },
      });
      id = rdo.id;
      await progresso({ resultadoId: id });
    }
    const enviadas = [...envio.fotosEnviadas];
    for (const foto of envio.fotos) {
      if (enviadas.includes(foto.id)) continue;
      const form = new FormData();
      form.append('legenda', foto.legenda);
      form.append('arquivo', foto.blob, foto.nome);
      await sendForm<TRdoFoto>(`/diarios/${id}/fotos`, form, () => undefined, {
        headers: { 'Idempotency-Key': `${envio.id}.${foto.id}` },
      }).done;
      enviadas.push(foto.id);
      await progresso({ fotosEnviadas: enviadas });
    }
    return { link: `/diarios/${id}` };
  },
  Conflito: lazy(async () => ({ default: (await import('./RdoConflito')).RdoConflito })),
};
