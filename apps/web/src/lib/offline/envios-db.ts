import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** A photo kept on the device with its record, already resized (see resize-photo.ts). */
export interface FotoGuardada {
  id: string;
  nome: string;
  blob: Blob;
  legenda: string;
}

export type EstadoEnvio = 'aguardando' | 'enviando' | 'conflito' | 'recusado';

/**
 * A record made on the device with no signal, waiting to reach the server. `id` is also the idempotency key of its
 * creation, so a retry after a lost answer creates nothing twice; `resultadoId` is the server's id once the record
 * exists (its photos may still be on the way, each with its own key).
 */
export interface EnvioGuardado {
  id: string;
  usuarioId: string;
  /** Which module sends it (`rdo`...): see OfflineKind in routing/route-entry.ts. */
  tipo: string;
  /** How the list of waiting items names it ("RDO de 27/11/2026 — OB-2025-014"). */
  rotulo: string;
  criadoEm: string;
  /** The module's own data (what its form produced), sent as it was typed. */
  dados: unknown;
  fotos: FotoGuardada[];
  estado: EstadoEnvio;
  /** The server's pt-BR refusal, for a conflict or a refusal the user can fix. */
  erro?: string;
  resultadoId?: string;
  fotosEnviadas: string[];
}

interface EnviosSchema extends DBSchema {
  envios: { key: string; value: EnvioGuardado; indexes: { usuario: string } };
}

const NOME = 'portal-envios';
let aberto: Promise<IDBPDatabase<EnviosSchema>> | undefined;

// The store outlives new versions of the portal (a service worker update never touches IndexedDB); a schema change
// here must migrate in `upgrade`, never drop the store: it holds what people typed with no signal.
function banco(): Promise<IDBPDatabase<EnviosSchema>> {
  aberto ??= openDB<EnviosSchema>(NOME, 1, {
    upgrade(db) {
      const store = db.createObjectStore('envios', { keyPath: 'id' });
      store.createIndex('usuario', 'usuarioId');
    },
  });
  return aberto;
}

/** The user's waiting items, oldest first: they are sent in the order they were made. */
export async function listarEnvios(usuarioId: string): Promise<EnvioGuardado[]> {
  const itens = await (await banco()).getAllFromIndex('envios', 'usuario', usuarioId);
  return itens.sort((a, b) => a.criadoEm.localeCompare(b.criadoEm));
}

export async function lerEnvio(id: string): Promise<EnvioGuardado | undefined> {
  return (await banco()).get('envios', id);
}

export async function guardarEnvio(envio: EnvioGuardado): Promise<void> {
  await (await banco()).put('envios', envio);
}

/** Changes a waiting item in one IndexedDB transaction (two tabs never overwrite each other's progress). */
export async function alterarEnvio(
  id: string,
  mudar: (envio: EnvioGuardado) => EnvioGuardado,
): Promise<EnvioGuardado | undefined> {
  const tx = (await banco()).transaction('envios', 'readwrite');
  const atual = await tx.store.get(id);
  const novo = atual ? mudar(atual) : undefined;
  if (novo) await tx.store.put(novo);
  await tx.done;
  return novo;
}

export async function removerEnvio(id: string): Promise<void> {
  await (await banco()).delete('envios', id);
}
