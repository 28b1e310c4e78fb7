import { ApiError } from '../../lib/api-error';
import { alterarEnvio, listarEnvios, removerEnvio, type EnvioGuardado } from '../../lib/offline/envios-db';
import { useEnviosStore } from '../../lib/offline/envios.store';
import { OFFLINE_KINDS } from '../../routing/route-registry';

export interface Enviado {
  rotulo: string;
  link: string;
}

/** Answers the user fixes (a date already reported, bad data): kept with the server's message, never dropped. */
const RECUSAS = new Set([400, 403, 404, 409, 413, 415, 422]);

let emCurso: Promise<Enviado[]> | undefined;

/**
 * Sends the user's waiting items, oldest first, one at a time; each creation carries the item's id as idempotency
 * key, so an answer lost on the way and sent again creates nothing twice. Stops at the first network failure (the
 * rest waits for the signal). One run at a time per tab; the Web Locks API keeps two tabs from sending together.
 */
export function enviarPendentes(usuarioId: string): Promise<Enviado[]> {
  emCurso ??= (
    navigator.locks ? navigator.locks.request('portal-envios', () => rodar(usuarioId)) : rodar(usuarioId)
  ).finally(() => {
    emCurso = undefined;
  });
  return emCurso;
}

export async function contarPendentes(usuarioId: string): Promise<void> {
  useEnviosStore.getState().set({ pendentes: (await listarEnvios(usuarioId)).length });
}

async function rodar(usuarioId: string): Promise<Enviado[]> {
  const enviados: Enviado[] = [];
  if (!navigator.onLine) return enviados;
  useEnviosStore.getState().set({ enviando: true });
  try {
    for (const envio of await listarEnvios(usuarioId)) {
      if (envio.estado === 'conflito' || envio.estado === 'recusado') continue;
      const resultado = await enviarUm(envio);
      if (resultado === 'parar') break;
      if (resultado) enviados.push(resultado);
    }
  } finally {
    useEnviosStore.getState().set({ enviando: false });
    await contarPendentes(usuarioId);
  }
  return enviados;
}

async function enviarUm(envio: EnvioGuardado): Promise<Enviado | 'parar' | undefined> {
  const entrada = OFFLINE_KINDS.find((k) => k.tipo === envio.tipo);
  if (!entrada) return undefined;
  const tipo = await entrada.load();
  let atual = (await alterarEnvio(envio.id, (e) => ({ ...e, estado: 'enviando' }))) ?? envio;
  try {
    const { link } = await tipo.enviar(atual, async (mudanca) => {
      atual = (await alterarEnvio(envio.id, (e) => ({ ...e, ...mudanca }))) ?? atual;
    });
    await removerEnvio(envio.id);
    return { rotulo: envio.rotulo, link };
  } catch (error) {
    const api = error instanceof ApiError ? error : undefined;
    // A first send still running on the server (an answer lost on the way) is tried again later, not refused.
    const recusa = api && RECUSAS.has(api.status) && api.code !== 'IDEMPOTENCY_IN_PROGRESS';
    await alterarEnvio(envio.id, (e) => ({
      ...e,
      estado: recusa ? (api.code === 'CONFLICT' ? 'conflito' : 'recusado') : 'aguardando',
      erro: recusa ? mensagemDe(api) : undefined,
    }));
    return recusa ? undefined : 'parar';
  }
}

function mensagemDe(error: ApiError): string {
  const campos = error.fieldErrors.map((e) => e.mensagem).join('; ');
  return campos ? `${error.message} (${campos})` : error.message;
}
