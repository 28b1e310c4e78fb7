import { randomBytes } from 'node:crypto';
import { minutosUteisEntre, type TChamadoPrioridade, type TChamadoStatus } from '@portal/domain';
import type { Db } from '../../db/database';
import { hashDoToken } from './posvendas-moves.service';
import { prazosDe } from './posvendas-sla';
import { insertChamado, insertCusto, insertPesquisa } from './posvendas.repository';

export interface DemoPosVendasIds {
  obras: { principal: string; entregue: string; outra: string };
  cliente: { id: string; nome: string; email: string };
  equipe: string;
}

const DIA_MS = 24 * 60 * 60 * 1000;
/** A demo instant this many days ago, at 10:00 in Brasília. */
function diasAtras(dias: number): Date {
  const d = new Date(Date.now() - dias * DIA_MS);
  return new Date(`${d.toISOString().slice(0, 10)}T10:00:00-03:00`);
}

interface DemoChamado {
  obraId: string;
  titulo: string;
  descricao: string;
  produto: string;
  numeroSerie?: string;
  prioridade: TChamadoPrioridade;
  status: TChamadoStatus;
  abertoHaDias: number;
  respondidoHaDias?: number;
  concluidoHaDias?: number;
  custos?: {
    tipo: 'mao_de_obra' | 'material' | 'deslocamento' | 'terceiros';
    valor: string;
    descricao: string;
  }[];
  nota?: number;
  comentario?: string;
  /** A ticket the team opened for the client's maintenance staff (not a portal user). */
  contato?: { nome: string; email: string };
}

/**
 * Five tickets across three obras: concluded ones rated 9 and 6 with their costs, one in service, one waiting for
 * the client and one just opened by the client, so the lists, the SLA marks and both dashboards have something to
 * show.
 */
export async function loadDemoPosVendas(tx: Db, ids: DemoPosVendasIds): Promise<void> {
  const chamados: DemoChamado[] = [
    {
      obraId: ids.obras.entregue,
      titulo: 'Vazamento no selo mecânico da bomba de recalque',
      descricao:
        'A bomba B-02 da casa de bombas apresenta gotejamento contínuo no selo desde a última partida.',
      produto: 'Bomba centrífuga KSB Meganorm 65-200',
      numeroSerie: 'KSB-22-04871',
      prioridade: 'alta',
      status: 'concluido',
      abertoHaDias: 40,
      respondidoHaDias: 40,
      concluidoHaDias: 37,
      custos: [
        { tipo: 'material', valor: '950.40', descricao: 'Selo mecânico e juntas' },
        { tipo: 'mao_de_obra', valor: '1800.00', descricao: 'Dois técnicos, um dia' },
      ],
      nota: 9,
      comentario: 'Atendimento rápido e a equipe deixou tudo limpo.',
      contato: { nome: 'Roberto Almeida', email: 'manutencao@santaclara.example' },
    },
    {
      obraId: ids.obras.principal,
      titulo: 'Quadro elétrico desarmando à noite',
      descricao:
        'O disjuntor geral do QGBT da linha 3 desarma por volta das 22 h, duas ou três vezes por semana.',
      produto: 'Quadro QGBT linha 3',
      prioridade: 'media',
      status: 'concluido',
      abertoHaDias: 25,
      respondidoHaDias: 24,
      concluidoHaDias: 12,
      custos: [{ tipo: 'terceiros', valor: '2600.00', descricao: 'Termografia e análise de energia' }],
      nota: 6,
      comentario: 'Resolveram, mas demorou e precisamos cobrar duas vezes.',
    },
    {
      obraId: ids.obras.principal,
      titulo: 'Porta corta-fogo da escada não fecha sozinha',
      descricao: 'A mola aérea da porta corta-fogo do 2º pavimento não traz a porta até o batente.',
      produto: 'Porta corta-fogo P90',
      prioridade: 'alta',
      status: 'em_atendimento',
      abertoHaDias: 6,
      respondidoHaDias: 6,
      custos: [{ tipo: 'deslocamento', valor: '420.00', descricao: 'Visita técnica' }],
    },
    {
      obraId: ids.obras.outra,
      titulo: 'Ruído na correia transportadora TC-04',
      descricao: 'Ruído metálico no tambor de retorno da TC-04 durante a partida.',
      produto: 'Transportador de correia TC-04',
      prioridade: 'baixa',
      status: 'aguardando_cliente',
      contato: { nome: 'Sérgio Tavares', email: 'sergio.tavares@valedocedro.example' },
      abertoHaDias: 9,
      respondidoHaDias: 8,
    },
    {
      obraId: ids.obras.principal,
      titulo: 'Infiltração na laje da sala de envase',
      descricao:
        'Mancha de umidade no forro da sala de envase depois das chuvas desta semana, perto do pilar P12.',
      produto: 'Impermeabilização da laje',
      prioridade: 'media',
      status: 'aberto',
      abertoHaDias: 0,
    },
  ];
  for (const c of chamados) {
    const abertoEm = c.abertoHaDias === 0 ? new Date() : diasAtras(c.abertoHaDias);
    const concluidoEm = c.concluidoHaDias === undefined ? null : diasAtras(c.concluidoHaDias);
    const created = await insertChamado(tx, {
      obraId: c.obraId,
      titulo: c.titulo,
      descricao: c.descricao,
      produto: c.produto,
      numeroSerie: c.numeroSerie ?? '',
      prioridade: c.prioridade,
      status: c.status,
      responsavelId: c.status === 'aberto' ? null : ids.equipe,
      solicitanteId: c.contato ? ids.equipe : ids.cliente.id,
      contatoNome: c.contato?.nome ?? ids.cliente.nome,
      contatoEmail: c.contato?.email ?? ids.cliente.email,
      abertoEm,
      primeiraRespostaEm:
        c.respondidoHaDias === undefined
          ? null
          : new Date(diasAtras(c.respondidoHaDias).getTime() + 3_600_000),
      pausadoEm: c.status === 'aguardando_cliente' ? diasAtras(5) : null,
      concluidoEm,
      resolucaoMinutos: concluidoEm ? minutosUteisEntre(abertoEm, concluidoEm) : null,
      ...prazosDe(abertoEm, c.prioridade, 0),
    });
    for (const custo of c.custos ?? [])
      await insertCusto(tx, {
        chamadoId: created.id,
        ...custo,
        data: (concluidoEm ?? abertoEm).toISOString().slice(0, 10),
        registradoPor: ids.equipe,
      });
    if (concluidoEm && c.nota)
      await insertPesquisa(tx, {
        chamadoId: created.id,
        tokenHash: hashDoToken(randomBytes(24).toString('base64url')),
        email: c.contato?.email ?? ids.cliente.email,
        enviadaEm: concluidoEm,
        expiraEm: new Date(concluidoEm.getTime() + 30 * DIA_MS),
        respondidaEm: new Date(concluidoEm.getTime() + DIA_MS),
        nota: c.nota,
        comentario: c.comentario ?? '',
      });
  }
}
