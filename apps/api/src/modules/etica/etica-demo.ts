import type { Db } from '../../db/database';
import { hashDaChave } from './etica-codigos';
import { insertMensagem, insertRelato } from './etica.repository';

/** The demo report anyone may follow on /canal-etica/acompanhar (README, "Canal de ética"). */
export const DEMO_RELATO = { protocolo: 'ET-2026-DEM0A1', chave: 'DEM00-C0M1T-EXEMP-00001' };

const diasAtras = (dias: number) => new Date(Date.now() - dias * 86_400_000);

/** Two reports: one just received, one under investigation with an answer to the reporter. */
export async function loadDemoEtica(tx: Db, membros: { investigador: string; outro: string }): Promise<void> {
  await insertRelato(tx, {
    protocolo: DEMO_RELATO.protocolo,
    chaveHash: hashDaChave(DEMO_RELATO.chave),
    categoria: 'seguranca',
    relato:
      'O andaime da fachada norte está sem guarda-corpo no terceiro nível há uma semana e a equipe continua ' +
      'trabalhando nele. O encarregado disse que não há material para montar.',
    local: 'Obra Ponte Norte, fachada norte',
    quando: 'Desde a semana passada, todos os dias',
    envolvidos: null,
    nome: null,
    contato: null,
    createdAt: diasAtras(2),
    updatedAt: diasAtras(2),
  });
  const emAndamento = await insertRelato(tx, {
    protocolo: 'ET-2026-7K3F9Q',
    // Nobody knows this key: the demo shows the committee's side of a report under investigation.
    chaveHash: hashDaChave('00000-00000-00000-00000'),
    categoria: 'assedio_moral',
    relato:
      'Um supervisor grita com os ajudantes na frente de todos e ameaça cortar as horas extras de quem reclama ' +
      'das condições do alojamento.',
    local: 'Alojamento do canteiro',
    quando: 'Nas últimas três semanas',
    envolvidos: 'Supervisor do turno da manhã',
    nome: null,
    contato: null,
    status: 'em_andamento',
    investigadorId: membros.investigador,
    versao: 2,
    createdAt: diasAtras(9),
    updatedAt: diasAtras(3),
  });
  await insertMensagem(tx, {
    relatoId: emAndamento.id,
    tipo: 'apuracao',
    texto: 'Entrevistados dois ajudantes do turno da manhã; os relatos confirmam as ameaças.',
    autorId: membros.investigador,
    createdAt: diasAtras(4),
  });
  await insertMensagem(tx, {
    relatoId: emAndamento.id,
    tipo: 'resposta',
    texto:
      'Recebemos o seu relato e a apuração está em andamento. Se puder, diga em que dias isso aconteceu.',
    autorId: membros.outro,
    createdAt: diasAtras(3),
  });
}
