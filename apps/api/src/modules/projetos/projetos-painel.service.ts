import { and, eq, inArray, type SQL } from 'drizzle-orm';
import {
  PROJETO_CATEGORIA_INTERNA,
  PROJETO_CATEGORIA_LABEL,
  PROJETO_CATEGORIAS,
  PROJETO_CODIGOS,
  PROJETO_DISCIPLINAS,
  PROJETO_SITUACOES,
  categoriasDo,
  todayInSaoPaulo,
  type TProjetoCategoria,
  type TProjetoEscopo,
  type TProjetosPainel,
  type TProjetosPainelQuery,
} from '@portal/domain';
import { Forbidden, ValidationFailed } from '../../errors/domain-errors';
import { canOn } from '../../permissions/check-record';
import type { ServiceContext } from '../../service-context';
import { getObra } from '../obras';
import {
  codigosPorMes,
  contarAtrasados,
  contarDocumentos,
  contarPor,
  findAtrasados,
  tempoDeRevisao,
} from './projetos-painel.repository';
import { projetosWhere, subjectOf } from './projetos-rules';
import { toProjetoResumo } from './projetos-view';
import { projetos } from './projetos.schema';

/** The overdue board shows this many; the register's `atrasados` filter lists them all. */
const ATRASADOS_NO_PAINEL = 50;
const MESES = 12;

type Query = { escopo: TProjetoEscopo; obraId?: string; categoria?: TProjetoCategoria };

/** The 12 months (`aaaa-mm`) ending with the month of `hoje`, oldest first. */
export function ultimosMeses(hoje: string, n = MESES): string[] {
  const [ano, mes] = hoje.split('-').map(Number) as [number, number];
  return Array.from({ length: n }, (_, i) => {
    const d = new Date(Date.UTC(ano, mes - 1 - (n - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

/**
 * Who sees which board (SPEC §2): a site's boards (`obraId`: its cre/Dashboard and category views) need the obra
 * and `readInterno` there; the general CRE board needs `admin_projetos`, its As Built and Executivo views `read`,
 * Referência `readInterno`; the factory's boards `read` on PROJETO_FABRICA. The numbers are the user's documents
 * anyway (projetosWhere); this decides whether the board opens at all.
 */
async function ensureMayOpen(ctx: ServiceContext, q: Query): Promise<void> {
  const { ability } = ctx.auth;
  const subject = subjectOf(q.escopo);
  if (q.obraId) {
    const obra = await getObra(ctx, q.obraId);
    const fields = { obra: obra.id };
    const action = q.escopo === 'cre' ? 'readInterno' : 'read';
    if (!canOn(ability, action, subject, fields))
      throw new Forbidden('Você não pode ver o painel de documentos desta obra.');
    return;
  }
  if (q.escopo === 'fabrica') {
    if (!ability.can('read', subject))
      throw new Forbidden('Você não pode ver o painel de projetos da fábrica.');
    return;
  }
  if (!q.categoria) {
    if (!ability.can('admin_projetos', subject))
      throw new Forbidden('Só o administrador de projetos vê o painel geral de documentos.');
    return;
  }
  const action = q.categoria === PROJETO_CATEGORIA_INTERNA ? 'readInterno' : 'read';
  if (!ability.can(action, subject))
    throw new Forbidden(`Você não pode ver o painel dos documentos ${PROJETO_CATEGORIA_LABEL[q.categoria]}.`);
}

/** The documents a board counts: the user's of the scope, narrowed to the obra and the category asked. */
function documentosDo(ctx: ServiceContext, q: Query): SQL {
  return and(
    projetosWhere(ctx.auth.ability, q.escopo),
    q.obraId ? eq(projetos.obraId, q.obraId) : undefined,
    q.categoria ? inArray(projetos.categoria, [q.categoria]) : undefined,
  )!;
}

const ordenado = <K extends string>(ordem: readonly K[], linhas: { chave: K; total: number }[]) =>
  [...linhas].sort((a, b) => ordem.indexOf(a.chave) - ordem.indexOf(b.chave));

/**
 * A register's board: documents by situation, category and discipline, the client's review codes per month (the
 * last 12, São Paulo time), the average review time, and the overdue board. Every number is counted in SQL.
 */
export async function painelProjetos(
  ctx: ServiceContext,
  query: TProjetosPainelQuery,
): Promise<TProjetosPainel> {
  const q: Query = { escopo: query.escopo ?? 'cre', obraId: query.obraId, categoria: query.categoria };
  if (q.categoria && !categoriasDo(q.escopo).includes(q.categoria))
    throw new ValidationFailed(
      `A categoria ${PROJETO_CATEGORIA_LABEL[q.categoria]} não é ${q.escopo === 'cre' ? 'de documentos de obra' : 'de projetos da fábrica'}.`,
      [{ campo: 'categoria', mensagem: 'Categoria inválida para este escopo' }],
    );
  await ensureMayOpen(ctx, q);
  const { db } = ctx;
  const where = documentosDo(ctx, q);
  const hoje = todayInSaoPaulo();
  const meses = ultimosMeses(hoje);
  const [total, situacoes, categorias, disciplinas, codigos, tempo, totalAtrasados, atrasados] =
    await Promise.all([
      contarDocumentos(db, where),
      contarPor(db, where, projetos.situacao),
      contarPor(db, where, projetos.categoria),
      contarPor(db, where, projetos.disciplina),
      codigosPorMes(db, where, `${meses[0]}-01`),
      tempoDeRevisao(db, where),
      contarAtrasados(db, where, hoje),
      findAtrasados(db, where, hoje, ATRASADOS_NO_PAINEL),
    ]);
  const porMes = new Map(meses.map((mes) => [mes, { mes, A: 0, B: 0, C: 0, D: 0 }]));
  for (const r of codigos) {
    const linha = porMes.get(r.mes);
    if (linha && r.codigo && PROJETO_CODIGOS.includes(r.codigo)) linha[r.codigo] = r.total;
  }
  return {
    total,
    porSituacao: ordenado(PROJETO_SITUACOES, situacoes).map((r) => ({ situacao: r.chave, total: r.total })),
    porCategoria: ordenado(PROJETO_CATEGORIAS, categorias).map((r) => ({
      categoria: r.chave,
      total: r.total,
    })),
    porDisciplina: ordenado(PROJETO_DISCIPLINAS, disciplinas).map((r) => ({
      disciplina: r.chave,
      total: r.total,
    })),
    codigosPorMes: [...porMes.values()],
    tempoMedioRevisaoDias: tempo.dias === null ? null : Math.round(tempo.dias * 10) / 10,
    revisoesAvaliadas: tempo.total,
    totalAtrasados,
    atrasados: atrasados.map((row) => toProjetoResumo(row, hoje)),
  };
}
