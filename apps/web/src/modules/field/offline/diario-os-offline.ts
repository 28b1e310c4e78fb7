import { lazy } from 'react';
import type { TCreateDiarioOsInput, TDiarioOs, TDiarioOsFotoEnviada, TOsTipo } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { sendForm } from '../../../lib/upload-file';
import type { OfflineKind } from '../../../routing/route-entry';

export const TIPO_DIARIO_OS = 'diario_os';

/**
 * What an order's daily log made with no signal keeps on the device: the order, the log as the form produced it (its
 * photos apart) and the progress of its sending.
 */
export interface DiarioOsOffline {
  obra: string;
  tipo: TOsTipo;
  os: string;
  input: Omit<TCreateDiarioOsInput, 'fotos' | 'chaveIdempotencia'> & { data: string };
  /** Photos sent before the signal went (the server keeps them for the log): their ids go with the log. */
  fotosJaEnviadas: string[];
  /** Device photo id → the server's id, once sent. */
  fotosNoServidor: Record<string, string>;
}

/**
 * Sends a daily log made offline as the page does online: each photo ahead of the log (with its own key,
 * `<item>.<photo>`), then the log with the ids of its photos, the item's id as its idempotency key (and as the API's
 * own `chaveIdempotencia`), so a retry after a lost answer creates nothing twice.
 */
export const diarioOsOffline: OfflineKind = {
  async enviar(envio, progresso) {
    let dados = envio.dados as DiarioOsOffline;
    const { obra, tipo, os } = dados;
    const enviadas = [...envio.fotosEnviadas];
    for (const foto of envio.fotos) {
      if (enviadas.includes(foto.id)) continue;
      const form = new FormData();
      form.append('arquivo', foto.blob, foto.nome);
      const noServidor = await sendForm<TDiarioOsFotoEnviada>(
        `/ordensServico/${tipo}/${os}/fotos`,
        form,
        () => undefined,
        { headers: { 'Idempotency-Key': `${envio.id}.${foto.id}` } },
      ).done;
      enviadas.push(foto.id);
      dados = { ...dados, fotosNoServidor: { ...dados.fotosNoServidor, [foto.id]: noServidor.id } };
      await progresso({ fotosEnviadas: enviadas, dados });
    }
    const fotos = [
      ...dados.fotosJaEnviadas,
      ...envio.fotos.map((f) => dados.fotosNoServidor[f.id]).filter((id): id is string => !!id),
    ];
    const diario = await api<TDiarioOs>(`/ordensServico/${tipo}/${os}/diarios`, {
      method: 'POST',
      body: { ...dados.input, fotos, chaveIdempotencia: envio.id },
      headers: { 'Idempotency-Key': envio.id },
    });
    return { link: `/${obra}/ordensServico/${tipo}/${os}/diario/${diario.id}` };
  },
  Conflito: lazy(async () => ({ default: (await import('./DiarioOsConflito')).DiarioOsConflito })),
};
