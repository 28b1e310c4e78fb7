import { expect, type APIRequestContext } from '@playwright/test';
import { isoDay } from './portal';

/** A plain day of work: four masons, clear morning, nothing else (what a test needs from a report's content). */
const CONTEUDO = {
  horarioInicio: '07:00',
  horarioFim: '17:00',
  clima: { manha: { tempo: 'claro', condicao: 'praticavel' }, tarde: null, noite: null },
  chuvaMm: 0,
  maoDeObra: [{ funcao: 'Pedreiro', empresa: 'Gali', tipo: 'propria', quantidade: 4 }],
  equipamentos: [],
  atividades: [],
  ocorrencias: [],
  comentarios: '',
};

/**
 * Writes a report of the obra through the API on the first of `daysAgo` with none yet: one report per obra and day,
 * and other tests (or an earlier run on the same database) may have taken a day.
 */
export async function rdoOnFreeDay(
  gestor: APIRequestContext,
  obra: string,
  daysAgo: readonly number[],
): Promise<{ id: string; numero: number; data: string }> {
  for (const day of daysAgo) {
    const data = isoDay(-day);
    const created = await gestor.post(`/api/obras/${obra}/diarios`, { data: { data, conteudo: CONTEUDO } });
    if (created.status() === 409) continue;
    expect(created.status(), await created.text()).toBe(201);
    const { id, numero } = (await created.json()) as { id: string; numero: number };
    return { id, numero, data };
  }
  throw new Error('nenhum dia livre para um RDO novo');
}
