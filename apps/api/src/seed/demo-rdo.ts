import {
  addDays,
  daysBetween,
  plannedFraction,
  todayInSaoPaulo,
  type PlannedActivity,
  type TAssinatura,
  type TMaoDeObra,
  type TRdoStatus,
} from '@portal/domain';
import type { Db } from '../db/database';
import { SYSTEM_ACTOR, recordAudit } from '../modules/audit/audit.service';
import { recordObraDelays } from '../modules/rdo/atrasos.service';
import { findPlano, replacePlano } from '../modules/rdo/planejamento.repository';
import { insertRdo, replaceAtividades } from '../modules/rdo/rdo.repository';

/** The demo plan of OB-2025-014, in days from today, so the S-curve always has a past and a future. */
const PLANO = [
  { codigo: '1.1', descricao: 'Mobilização e canteiro', peso: 3, de: -120, ate: -100 },
  { codigo: '1.2', descricao: 'Fundações da linha 3', peso: 15, de: -100, ate: -60 },
  { codigo: '1.3', descricao: 'Estrutura metálica', peso: 25, de: -70, ate: -8 },
  { codigo: '1.4', descricao: 'Cobertura e fechamento lateral', peso: 12, de: -30, ate: 20 },
  { codigo: '1.5', descricao: 'Instalações elétricas', peso: 15, de: -20, ate: 40 },
  { codigo: '1.6', descricao: 'Montagem mecânica da linha de envase', peso: 20, de: 0, ate: 60 },
  { codigo: '1.7', descricao: 'Comissionamento e partida', peso: 10, de: 50, ate: 75 },
];

const EQUIPE: TMaoDeObra[] = [
  { funcao: 'Encarregado', empresa: 'Gali', tipo: 'propria', quantidade: 1, horas: 9 },
  { funcao: 'Montador', empresa: 'Gali', tipo: 'propria', quantidade: 8, horas: 9 },
  { funcao: 'Soldador', empresa: 'Gali', tipo: 'propria', quantidade: 4, horas: 9 },
  { funcao: 'Eletricista', empresa: 'Eletrosul Montagens', tipo: 'terceirizada', quantidade: 5, horas: 8 },
  { funcao: 'Servente', empresa: 'Gali', tipo: 'propria', quantidade: 6, horas: 9 },
];

const EQUIPAMENTOS = [
  { descricao: 'Guindaste 50 t', quantidade: 1, operando: 1, parado: 0 },
  { descricao: 'Plataforma elevatória', quantidade: 2, operando: 2, parado: 0 },
  { descricao: 'Máquina de solda inversora', quantidade: 4, operando: 3, parado: 1 },
];

/** A handwritten-looking stroke, as a PNG data URL (demo signatures). */
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAALQAAAA4CAYAAABUv9KRAAABOklEQVR42u3bSZLCMAwFUM7BlntyddizoBhka/B7Vdl1U4n0cZzYXC4AAAAAAAAAAAAAAAAAQCXX2/3xyaFStA6wcDM6xAJNqyB/8/8qe1BIzIsZfbuudq46euhoED3vXFkDQU5s+MQvaVYNBNlrny3z45W1MD9ObHinoq86z4gv+9hXapkn/k8RO78VqDwnbz8iZ11ERBErNiPrnCxwJAY6uphVmlMpKMeu0lUZSap+bue7hQezpHebXT6/+h2CjaP0rqZXWYCQqsGhrrTKJcwCPWoa0P26SAx15c01Hv6Euu0ItmOJWHIaBTpqwaPidU1YlWRhILtvUv/lbxka6i6Nt0Qs1G8bOnFbpyAfGOopzffLmMN27BnJ+gZKoIMeqoTJMXI7qkOgBFqgEGhhYnGgVQMAAAAAXj0BSUuu+Olk42AAAAAASUVORK5CYII=';

function assinatura(nome: string, cargo: string, em: string): TAssinatura {
  return { nome, cargo, imagem: SIGNATURE, assinadoEm: em, userId: null };
}

/** How far each activity keeps up with its plan: the steel structure lags and ends up late. */
const RITMO: Record<string, number> = { '1.1': 1, '1.2': 1, '1.3': 0.88, '1.4': 0.82, '1.5': 0.75 };

/** Cumulative % of each started activity on `data`: the planned share, times the activity's pace. */
function progressoEm(inicio: Map<string, PlannedActivity>, data: string): Record<string, number> {
  const result: Record<string, number> = {};
  for (const [codigo, atividade] of inicio) {
    if (atividade.inicioPrevisto > data) continue;
    result[codigo] = Math.round(100 * plannedFraction(atividade, data) * (RITMO[codigo] ?? 1) * 100) / 100;
  }
  return result;
}

/** Weekly reports over the first months, then every working day of the last two weeks. */
function demoDates(hoje: string): string[] {
  const dates: string[] = [];
  for (let daysAgo = 119; daysAgo >= 15; daysAgo -= 7) dates.push(addDays(hoje, -daysAgo));
  for (let daysAgo = 14; daysAgo >= 1; daysAgo -= 1) {
    const data = addDays(hoje, -daysAgo);
    if (new Date(`${data}T12:00:00Z`).getUTCDay() !== 0) dates.push(data);
  }
  return dates;
}

const STATUS_BY_DAYS_AGO = (daysAgo: number): TRdoStatus =>
  daysAgo === 1 ? 'finalizado' : daysAgo === 4 ? 'devolvido' : 'aprovado';

/**
 * The demo's daily reports: a plan for OB-2025-014 and two weeks of its RDOs (approved, one returned, yesterday's
 * waiting for the client), plus a few of OB-2025-021; today's report is left for the visitor to write.
 */
export async function loadDemoRdos(
  tx: Db,
  obras: { principal: string; outra: string },
  people: { gestor: string; nomeGestor: string },
): Promise<void> {
  const hoje = todayInSaoPaulo();
  await replacePlano(
    tx,
    obras.principal,
    PLANO.map((a) => ({
      codigo: a.codigo,
      descricao: a.descricao,
      peso: a.peso,
      inicioPrevisto: addDays(hoje, a.de),
      fimPrevisto: addDays(hoje, a.ate),
    })),
  );
  const plano = new Map((await findPlano(tx, obras.principal)).map((a) => [a.codigo, a]));
  let numero = 0;
  for (const data of demoDates(hoje)) {
    const daysAgo = daysBetween(data, hoje);
    numero += 1;
    const status = STATUS_BY_DAYS_AGO(daysAgo);
    const chuva = daysAgo % 5 === 0 ? 12.5 : daysAgo % 3 === 0 ? 2.35 : 0;
    const signedAt = `${data}T20:30:00.000Z`;
    const rdo = await insertRdo(tx, {
      obraId: obras.principal,
      numero,
      data,
      status,
      autorId: people.gestor,
      horarioInicio: '07:00',
      horarioFim: '17:00',
      clima: {
        manha: {
          tempo: chuva > 5 ? 'chuvoso' : 'claro',
          condicao: chuva > 5 ? 'impraticavel' : 'praticavel',
        },
        tarde: { tempo: chuva > 0 ? 'nublado' : 'claro', condicao: 'praticavel' },
        noite: null,
      },
      chuvaMm: chuva,
      maoDeObra: EQUIPE,
      efetivo: EQUIPE.reduce((sum, m) => sum + m.quantidade, 0),
      equipamentos: EQUIPAMENTOS,
      ocorrencias:
        chuva > 5
          ? [
              {
                tipo: 'paralisacao',
                descricao: 'Chuva forte das 7h às 10h: içamentos suspensos pela segurança.',
              },
            ]
          : daysAgo === 6
            ? [
                {
                  tipo: 'visita_tecnica',
                  descricao: 'Visita do fiscal da Serra Azul à montagem da cobertura.',
                },
              ]
            : [],
      comentarios:
        daysAgo === 2 ? 'Aguardando a entrega das telhas termoacústicas (NF prevista para amanhã).' : '',
      assinaturaResponsavel: assinatura(people.nomeGestor, 'Site manager', signedAt),
      assinaturaCliente:
        status === 'aprovado'
          ? assinatura('Renata Albuquerque', 'Fiscal da obra', `${addDays(data, 1)}T14:00:00.000Z`)
          : null,
      devolucao:
        status === 'devolvido'
          ? {
              motivo: 'Faltou registrar a visita do fiscal da manhã.',
              por: 'Renata Albuquerque',
              em: signedAt,
            }
          : null,
      finalizadoEm: new Date(signedAt),
      aprovadoEm: status === 'aprovado' ? new Date(`${addDays(data, 1)}T14:00:00.000Z`) : null,
    });
    await replaceAtividades(
      tx,
      rdo.id,
      Object.entries(progressoEm(plano, data)).map(([codigo, percentualAcumulado]) => ({
        atividadePlanejadaId: plano.get(codigo)!.id,
        descricao: `${codigo} ${plano.get(codigo)!.descricao}`,
        percentualAcumulado,
        observacao: '',
      })),
    );
    await recordAudit(tx, SYSTEM_ACTOR, { entity: 'rdo', entityId: rdo.id, action: 'create', after: rdo });
  }
  for (let daysAgo = 3; daysAgo >= 1; daysAgo -= 1) {
    const data = addDays(hoje, -daysAgo);
    const rdo = await insertRdo(tx, {
      obraId: obras.outra,
      numero: 4 - daysAgo,
      data,
      status: daysAgo === 1 ? 'em_preenchimento' : 'finalizado',
      autorId: people.gestor,
      horarioInicio: '07:00',
      horarioFim: '16:48',
      clima: {
        manha: { tempo: 'nublado', condicao: 'praticavel' },
        tarde: { tempo: 'claro', condicao: 'praticavel' },
        noite: null,
      },
      chuvaMm: 0,
      maoDeObra: [
        { funcao: 'Eletricista', empresa: 'Gali', tipo: 'propria', quantidade: 6, horas: 8.8 },
        { funcao: 'Ajudante', empresa: 'Gali', tipo: 'propria', quantidade: 4, horas: 8.8 },
      ],
      efetivo: 10,
      equipamentos: [{ descricao: 'Caminhão munck', quantidade: 1, operando: 1, parado: 0 }],
      ocorrencias: [],
      comentarios: 'Lançamento de cabos de média tensão no pátio da subestação.',
      assinaturaResponsavel:
        daysAgo === 1 ? null : assinatura(people.nomeGestor, 'Site manager', `${data}T20:00:00.000Z`),
      finalizadoEm: daysAgo === 1 ? null : new Date(`${data}T20:00:00.000Z`),
    });
    await replaceAtividades(tx, rdo.id, [
      {
        atividadePlanejadaId: null,
        descricao: 'Lançamento de cabos 15 kV',
        percentualAcumulado: null,
        observacao: '',
      },
    ]);
    await recordAudit(tx, SYSTEM_ACTOR, { entity: 'rdo', entityId: rdo.id, action: 'create', after: rdo });
  }
  // The demo's history: its delays were announced long ago, so starting the portal e-mails nobody.
  await recordObraDelays(tx, obras.principal);
}
