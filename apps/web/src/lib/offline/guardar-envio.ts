import { alterarEnvio, guardarEnvio, type EnvioGuardado, type FotoGuardada } from './envios-db';
import { useEnviosStore } from './envios.store';

/** Fired when the device's queue changed: the top bar recounts and, online, sends (modules/envios). */
export const ENVIOS_MUDARAM = 'portal:envios';

export function avisarEnviosMudaram(): void {
  window.dispatchEvent(new Event(ENVIOS_MUDARAM));
}

/** Whether an API failure means "no signal" (the record should wait on the device), not a refusal. */
export function semConexao(error: unknown): boolean {
  return (
    !useEnviosStore.getState().online ||
    (typeof error === 'object' && error !== null && (error as { code?: string }).code === 'NETWORK')
  );
}

/**
 * Keeps a record made with no signal on the device, to be sent when the connection returns (in the order they
 * were made). Answers its id, which is also the idempotency key of its creation.
 */
export async function guardarNoAparelho(envio: {
  usuarioId: string;
  tipo: string;
  rotulo: string;
  dados: unknown;
  fotos?: FotoGuardada[];
}): Promise<string> {
  const id = crypto.randomUUID();
  await guardarEnvio({
    id,
    usuarioId: envio.usuarioId,
    tipo: envio.tipo,
    rotulo: envio.rotulo,
    criadoEm: new Date().toISOString(),
    dados: envio.dados,
    fotos: envio.fotos ?? [],
    estado: 'aguardando',
    fotosEnviadas: [],
  });
  avisarEnviosMudaram();
  return id;
}

/** Puts an item back in the queue with what the user changed (another date after a conflict), to be sent now. */
export async function reenviarComMudanca(
  id: string,
  mudar: (envio: EnvioGuardado) => Partial<EnvioGuardado>,
): Promise<void> {
  await alterarEnvio(id, (e) => ({ ...e, ...mudar(e), estado: 'aguardando', erro: undefined }));
  avisarEnviosMudaram();
}
