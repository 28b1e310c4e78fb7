import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import {
  addDays,
  daysBetween,
  plannedFraction,
  roundTo2,
  todayInSaoPaulo,
  type TAssinatura,
  type TClima,
  type TClimaPeriodo,
  type TEquipamento,
  type TMaoDeObra,
  type TOcorrencia,
  type TRdoStatus,
} from '@portal/domain';
import { auditLog } from '../../modules/audit/audit.schema';
import { users } from '../../modules/identity/users.schema';
import { obraUsuarios, obras } from '../../modules/obras/obras.schema';
import { recordObraDelays } from '../../modules/rdo/atrasos.service';
import { atividadesPlanejadas, rdoAtividades, rdos } from '../../modules/rdo/rdo.schema';
import { insertInBatches, insertJsonRows, pick, type ScaleGenerator } from './scale-context';
import {
  FUNCOES,
  EMPREITEIRAS,
  EQUIPAMENTOS,
  FASES,
  OCORRENCIAS,
  COMENTARIOS,
  FISCAIS,
  SIGNATURE,
} from './rdo.scale-vocabulary';

/** The demo site manager takes over this many running scale obras: `npm run bench` reads RDOs as them. */
export const SCALE_GESTOR = 'gestor@demo.obras.dev';
const GESTOR_OBRAS = 6;
/** Obras generated (and written) at a time, so memory stays flat whatever the size. */
const OBRAS_PER_CHUNK = 25;

type Random = () => number;
type RdoRow = typeof rdos.$inferInsert & { id: string };
type PlanoRow = typeof atividadesPlanejadas.$inferInsert & { id: string };
type AtividadeRow = typeof rdoAtividades.$inferInsert;
type AuditRow = typeof auditLog.$inferInsert;

interface ObraInfo {
  id: string;
  status: string;
  inicioPrevisto: string | null;
  siteManagerId: string | null;
}

const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
/** Fisher–Yates with the seeded generator. */
function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

const weekday = (iso: string) => new Date(`${iso}T12:00:00Z`).getUTCDay();
const dayMonth = (iso: string) => Number(iso.slice(5, 7));

/** `count` working days (Monday to Saturday) from `start` on, or back from `end`, oldest first. */
function workingDays(count: number, from: { start: string } | { end: string }): string[] {
  const dates: string[] = [];
  let day = 'start' in from ? from.start : from.end;
  const step = 'start' in from ? 1 : -1;
  while (dates.length < count) {
    if (weekday(day) !== 0) dates.push(day);
    day = addDays(day, step);
  }
  return step === 1 ? dates : dates.reverse();
}

/**
 * The obra's report dates: a running obra reports up to today, a stopped one stopped weeks or months ago, a
 * finished one from its planned start (never past a month ago).
 */
function reportDates(random: Random, obra: ObraInfo, count: number, hoje: string): string[] {
  if (obra.status === 'em_andamento') return workingDays(count, { end: hoje });
  if (obra.status === 'paralisada')
    return workingDays(count, { end: addDays(hoje, -between(random, 30, 240)) });
  const latest = addDays(hoje, -30);
  const forward = workingDays(count, { start: obra.inicioPrevisto ?? addDays(latest, -2 * count) });
  return forward.at(-1)! <= latest ? forward : workingDays(count, { end: latest });
}

/** Most reports are approved; a running obra has today's open, the last few waiting for the client. */
function statusesOf(random: Random, obra: ObraInfo, count: number): TRdoStatus[] {
  const waiting = obra.status === 'em_andamento' ? between(random, 1, 3) : 0;
  return Array.from({ length: count }, (_, i) => {
    const fromEnd = count - 1 - i;
    if (obra.status === 'em_andamento' && fromEnd === 0) return 'em_preenchimento';
    if (fromEnd <= waiting) return random() < 0.2 ? 'devolvido' : 'finalizado';
    const r = random();
    return r < 0.004 ? 'devolvido' : r < 0.014 ? 'finalizado' : 'aprovado';
  });
}

/** The obra's crew: who may show up on a given day. */
function crewOf(random: Random): TMaoDeObra[] {
  const size = between(random, 4, 8);
  const funcoes = shuffled(random, FUNCOES).slice(0, size);
  return funcoes.map((funcao) => {
    const propria = random() < 0.6;
    return {
      funcao,
      empresa: propria ? 'Gali' : pick(random, EMPREITEIRAS),
      tipo: propria ? 'propria' : 'terceirizada',
      quantidade: funcao === 'Encarregado' || funcao === 'Técnico de segurança' ? 1 : between(random, 2, 14),
      horas: random() < 0.8 ? 9 : null,
    };
  });
}

function climaOf(random: Random, data: string, noturno: boolean): { clima: TClima; chuvaMm: number } {
  const rainy = [10, 11, 12, 1, 2, 3].includes(dayMonth(data));
  const chuva = random() < (rainy ? 0.35 : 0.1) ? roundTo2(0.5 + random() * (rainy ? 60 : 20)) : 0;
  const periodo = (): TClimaPeriodo => {
    if (chuva > 15 && random() < 0.6) return { tempo: 'chuvoso', condicao: 'impraticavel' };
    if (chuva > 0 && random() < 0.5) return { tempo: 'chuvoso', condicao: 'praticavel' };
    return { tempo: random() < 0.6 ? 'claro' : 'nublado', condicao: 'praticavel' };
  };
  return { clima: { manha: periodo(), tarde: periodo(), noite: noturno ? periodo() : null }, chuvaMm: chuva };
}

const assinatura = (nome: string, cargo: string, em: Date, userId: string | null): TAssinatura => ({
  nome,
  cargo,
  imagem: SIGNATURE,
  assinadoEm: em.toISOString(),
  userId,
});

interface PlannedPace {
  row: PlanoRow;
  /** When the activity really ends (its planned end plus any lag). */
  fimReal: string;
}

/** 5 to 10 phases over the obra's reports (a running obra's plan goes on into the coming months). */
function planOf(random: Random, obra: ObraInfo, dates: string[]): PlannedPace[] {
  const first = dates[0]!;
  const last =
    obra.status === 'em_andamento' ? addDays(dates.at(-1)!, between(random, 30, 120)) : dates.at(-1)!;
  const length = Math.max(daysBetween(first, last), 10);
  const count = between(random, 5, 10);
  const fases = shuffled(random, [...FASES.keys()])
    .slice(0, count)
    .sort((a, b) => a - b)
    .map((k) => FASES[k]!);
  return fases.map((descricao, i) => {
    const inicio = addDays(first, Math.floor((length * i * 0.8) / fases.length));
    const fimPrevisto = addDays(inicio, Math.max(3, Math.floor((length * between(random, 15, 40)) / 100)));
    // An obra of a few reports is shorter than the 10 days its phases are spread over: none ends before it starts.
    const fim = fimPrevisto > last ? (inicio > last ? inicio : last) : fimPrevisto;
    const lag = random() < 0.3 ? between(random, 5, 30) : 0;
    const fimReal = addDays(fim, lag);
    return {
      row: {
        id: randomUUID(),
        obraId: obra.id,
        codigo: `1.${i + 1}`,
        descricao,
        peso: between(random, 2, 25),
        inicioPrevisto: inicio,
        fimPrevisto: fim,
        ordem: i,
      },
      // A finished obra finished everything by its last report.
      fimReal: obra.status === 'em_andamento' || fimReal <= dates.at(-1)! ? fimReal : dates.at(-1)!,
    };
  });
}

/** On the weekly measurement (Fridays, and the last report) the activities under way get their cumulative %. */
function progressOf(plan: PlannedPace[], rdoId: string, data: string, extra: string | null): AtividadeRow[] {
  const lines: AtividadeRow[] = plan
    .filter(({ row, fimReal }) => row.inicioPrevisto <= data && data <= addDays(fimReal, 7))
    .map(({ row, fimReal }, ordem) => ({
      rdoId,
      atividadePlanejadaId: row.id,
      ordem,
      descricao: `${row.codigo} ${row.descricao}`,
      percentualAcumulado: roundTo2(
        100 *
          plannedFraction(
            { id: row.id, peso: 1, inicioPrevisto: row.inicioPrevisto, fimPrevisto: fimReal },
            data,
          ),
      ),
      observacao: '',
    }));
  if (extra) lines.push({ rdoId, ordem: lines.length, descricao: extra, observacao: '' });
  return lines;
}

interface Person {
  id: string;
  name: string;
}

/** One obra's reports, with their activities and audit rows. */
function reportsOf(
  random: Random,
  obra: ObraInfo,
  manager: Person | undefined,
  count: number,
  hoje: string,
): { plan: PlanoRow[]; reports: RdoRow[]; atividades: AtividadeRow[] } {
  const dates = reportDates(random, obra, count, hoje);
  const statuses = statusesOf(random, obra, count);
  const plan = planOf(random, obra, dates);
  const crew = crewOf(random);
  const noturno = random() < 0.1;
  const fiscal = pick(random, FISCAIS);
  const reports: RdoRow[] = [];
  const atividades: AtividadeRow[] = [];
  dates.forEach((data, i) => {
    const status = statuses[i]!;
    const id = randomUUID();
    const sabado = weekday(data) === 6;
    const semTrabalho = random() < 0.02;
    const { clima, chuvaMm } = climaOf(random, data, noturno);
    const presentes = crew.filter(() => random() < 0.75).slice(0, 6);
    const maoDeObra = semTrabalho
      ? []
      : (presentes.length >= 2 ? presentes : crew.slice(0, 2)).map((m) => ({
          ...m,
          quantidade: Math.max(1, m.quantidade + between(random, -2, 2)),
        }));
    const equipamentos: TEquipamento[] = semTrabalho
      ? []
      : Array.from({ length: between(random, 0, 3) }, () => {
          const quantidade = between(random, 1, 3);
          const parado = random() < 0.15 ? 1 : 0;
          return { descricao: pick(random, EQUIPAMENTOS), quantidade, operando: quantidade - parado, parado };
        }).filter((e, k, all) => all.findIndex((o) => o.descricao === e.descricao) === k);
    const ocorrencias: TOcorrencia[] =
      chuvaMm > 15
        ? [{ tipo: 'paralisacao', descricao: `Chuva de ${chuvaMm} mm: serviços externos suspensos.` }]
        : random() < 0.08
          ? [pick(random, OCORRENCIAS)]
          : [];
    const criado = new Date(`${data}T${sabado ? '15' : '20'}:${String(between(random, 10, 59))}:00.000Z`);
    const finalizado = status === 'em_preenchimento' ? null : new Date(criado.getTime() + 30 * 60_000);
    const aprovado =
      status === 'aprovado' ? new Date(criado.getTime() + between(random, 14, 72) * 3_600_000) : null;
    reports.push({
      id,
      obraId: obra.id,
      numero: i + 1,
      data,
      status,
      autorId: manager?.id ?? null,
      semTrabalho,
      horarioInicio: '07:00',
      horarioFim: sabado ? '12:00' : '17:00',
      clima,
      chuvaMm,
      maoDeObra,
      efetivo: maoDeObra.reduce((sum, m) => sum + m.quantidade, 0),
      equipamentos,
      ocorrencias,
      comentarios: semTrabalho
        ? 'Sem expediente: chuva forte e canteiro alagado.'
        : random() < 0.2
          ? pick(random, COMENTARIOS)
          : '',
      assinaturaResponsavel: finalizado
        ? assinatura(manager?.name ?? '', 'Site manager', finalizado, manager?.id ?? null)
        : null,
      assinaturaCliente: aprovado ? assinatura(fiscal, 'Fiscal da obra', aprovado, null) : null,
      devolucao:
        status === 'devolvido'
          ? {
              motivo: 'Faltou registrar o efetivo terceirizado da tarde.',
              por: fiscal,
              em: new Date(criado.getTime() + 20 * 3_600_000).toISOString(),
            }
          : null,
      finalizadoEm: finalizado,
      aprovadoEm: aprovado,
      createdAt: criado,
      updatedAt: aprovado ?? finalizado ?? criado,
    });
    if (weekday(data) === 5 || i === dates.length - 1)
      atividades.push(
        ...progressOf(plan, id, data, random() < 0.3 ? 'Limpeza e organização do canteiro' : null),
      );
  });
  return { plan: plan.map((p) => p.row), reports, atividades };
}

/**
 * Daily reports (RDO) for the platform's obras: one per obra per working day, numbered per obra, about
 * `rdosPorObra` each (between half and one and a half times that), a plan per obra, weekly progress on the plan's
 * activities, and the delays they show recorded as already announced (as the demo does), so the portal's start-up
 * check e-mails nobody. One audit row per report and per plan, as the services write. The demo site manager takes
 * over a few running obras, so the benchmark reads, as them, a site manager's reports among hundreds of thousands.
 */
export const rdoScale: ScaleGenerator = {
  name: 'RDOs',
  async run(ctx) {
    const { db, random, options } = ctx;
    const hoje = todayInSaoPaulo();
    const infos: ObraInfo[] = [];
    for (let i = 0; i < ctx.obraIds.length; i += 5000) {
      const ids = ctx.obraIds.slice(i, i + 5000);
      infos.push(
        ...(await db
          .select({
            id: obras.id,
            status: obras.status,
            inicioPrevisto: obras.inicioPrevisto,
            siteManagerId: obras.siteManagerId,
          })
          .from(obras)
          .where(inArray(obras.id, ids))),
      );
    }
    const byId = new Map(infos.map((o) => [o.id, o]));
    const ordered = ctx.obraIds.map((id) => byId.get(id)!);

    const [gestor] = await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(eq(users.email, SCALE_GESTOR));
    const running = ordered.filter((o) => o.status === 'em_andamento');
    if (gestor && running.length > 0) {
      const step = Math.max(1, Math.floor(running.length / GESTOR_OBRAS));
      const taken = running.filter((_, i) => i % step === 0).slice(0, GESTOR_OBRAS);
      for (const obra of taken) {
        await db.update(obras).set({ siteManagerId: gestor.id }).where(eq(obras.id, obra.id));
        await db.insert(obraUsuarios).values({ obraId: obra.id, userId: gestor.id }).onConflictDoNothing();
      }
      await insertInBatches(taken, 1000, (batch) =>
        db.insert(auditLog).values(
          batch.map((obra) => ({
            actorEmail: 'sistema',
            entity: 'obra',
            entityId: obra.id,
            action: 'update',
            before: { siteManagerId: obra.siteManagerId },
            after: { siteManagerId: gestor.id },
          })),
        ),
      );
      for (const obra of taken) obra.siteManagerId = gestor.id;
      ctx.log(`${taken.length} obras em andamento passam a ter ${SCALE_GESTOR} como site manager`);
    }

    const managerIds = [...new Set(ordered.map((o) => o.siteManagerId).filter((id): id is string => !!id))];
    const managers = new Map<string, Person>();
    for (let i = 0; i < managerIds.length; i += 5000) {
      const rows = await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(inArray(users.id, managerIds.slice(i, i + 5000)));
      for (const row of rows) managers.set(row.id, row);
    }

    // Obras still being planned have no reports; the others share the target, so the total stays near it.
    const reporting = ordered.filter((o) => o.status !== 'em_planejamento');
    const mean = (options.rdosPorObra * ordered.length) / Math.max(1, reporting.length);
    const totals = { rdos: 0, planos: 0, atividades: 0, audit: 0 };
    const started = Date.now();
    for (let c = 0; c < reporting.length; c += OBRAS_PER_CHUNK) {
      const plan: PlanoRow[] = [];
      const reports: RdoRow[] = [];
      const atividades: AtividadeRow[] = [];
      const audit: AuditRow[] = [];
      for (const obra of reporting.slice(c, c + OBRAS_PER_CHUNK)) {
        const count = Math.max(1, Math.round(mean * (0.5 + random())));
        const manager = obra.siteManagerId ? managers.get(obra.siteManagerId) : undefined;
        const made = reportsOf(random, obra, manager, count, hoje);
        plan.push(...made.plan);
        reports.push(...made.reports);
        atividades.push(...made.atividades);
        audit.push({
          actorEmail: 'sistema',
          entity: 'obra',
          entityId: obra.id,
          action: 'datas_planejadas',
          before: [],
          after: made.plan.map(({ codigo, descricao, peso, inicioPrevisto, fimPrevisto }) => ({
            codigo,
            descricao,
            peso,
            inicioPrevisto,
            fimPrevisto,
          })),
        });
      }
      for (const r of reports)
        audit.push({ actorEmail: 'sistema', entity: 'rdo', entityId: r.id, action: 'create', after: r });
      await insertJsonRows(db, atividadesPlanejadas, plan);
      await insertJsonRows(db, rdos, reports);
      await insertJsonRows(db, rdoAtividades, atividades);
      await insertJsonRows(db, auditLog, audit);
      totals.rdos += reports.length;
      totals.planos += plan.length;
      totals.atividades += atividades.length;
      totals.audit += audit.length;
    }
    ctx.log(
      `${totals.rdos} RDOs de ${reporting.length} obras, ${totals.planos} atividades planejadas, ` +
        `${totals.atividades} linhas de avanço, ${totals.audit} registros de auditoria ` +
        `(${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );

    // Fresh statistics first: without them every obra's check below plans blind and takes a few times longer.
    const delaysStarted = Date.now();
    await db.execute(sql`analyze obras, users, rdos, rdo_atividades, atividades_planejadas, rdo_atrasos`);
    let atrasos = 0;
    for (const obra of reporting) atrasos += (await recordObraDelays(db, obra.id)).length;
    ctx.log(
      `${atrasos} atrasos registrados como já avisados (${((Date.now() - delaysStarted) / 1000).toFixed(1)} s)`,
    );
  },
};
