import type { z } from 'zod';
import {
  PROJETO_CATEGORIA_INTERNA,
  PROJETO_CATEGORIA_LABEL,
  categoriasDo,
  todayInSaoPaulo,
  type TProjeto,
  type TProjetoCategoria,
  type TProjetoEscopo,
  type TProjetosPage,
  type TProjetosQuery,
  type ZProjetoInput,
  type ZProjetoUpdate,
} from '@portal/domain';
import { Conflict, ValidationFailed } from '../../errors/domain-errors';
import { ensureCanCreate, ensureCanUpdate } from '../../permissions/check-record';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import { followRecord } from '../notificacoes';
import { getObra } from '../obras';
import { projetoOf } from './projeto-detalhe';
import {
  PROJETO_CANCELADO,
  PROJETO_MUDOU,
  SO_PROJETISTAS,
  ensureLeEscopo,
  fieldsOf,
  findEditableProjeto,
  findReadableProjeto,
  situacaoOf,
  subjectOfRow,
} from './projetos-access';
import { podeLerInterno, projetoFields, projetosWhere, subjectOf } from './projetos-rules';
import { toProjetoResumo } from './projetos-view';
import {
  ENTIDADE_PROJETO,
  findProjetoIdByNumero,
  findProjetosPage,
  insertProjeto,
  updateProjetoIf,
} from './projetos.repository';

const campo = (nome: string, mensagem: string) => new ValidationFailed(mensagem, [{ campo: nome, mensagem }]);
const numeroEmUso = (numero: string) => new Conflict(`Já existe o documento ${numero} nesta obra.`);

/** The scope an obra's documents live in: a fabrication's are factory projects. */
export const escopoDaObra = (tipo: string): TProjetoEscopo => (tipo === 'fabricacao' ? 'fabrica' : 'cre');

function conferirCategoria(escopo: TProjetoEscopo, categoria: TProjetoCategoria): void {
  const aceitas = categoriasDo(escopo);
  if (!aceitas.includes(categoria))
    throw campo(
      'categoria',
      `${escopo === 'cre' ? 'Um documento de obra' : 'Um projeto da fábrica'} é ${aceitas
        .map((c) => PROJETO_CATEGORIA_LABEL[c])
        .join(', ')
        .replace(/, ([^,]*)$/, ' ou $1')}`,
    );
}

export async function listProjetos(ctx: ServiceContext, query: TProjetosQuery): Promise<TProjetosPage> {
  ensureLeEscopo(ctx, query.escopo);
  const hoje = todayInSaoPaulo();
  const { rows, total } = await findProjetosPage(
    ctx.db,
    query,
    projetosWhere(ctx.auth.ability, query.escopo),
    hoje,
  );
  return { items: rows.map((r) => toProjetoResumo(r, hoje)), total };
}

export async function getProjeto(ctx: ServiceContext, id: string): Promise<TProjeto> {
  const row = await findReadableProjeto(ctx, id);
  return projetoOf(ctx.db, ctx.auth, row);
}

/**
 * A new document of an obra's register, in elaboration (EL). The obra decides the scope; the category must be one
 * of the scope's, and a Referência (internal) one only by who reads internal documents. A number names one
 * document per obra, whatever its case.
 */
export async function createProjeto(
  ctx: ServiceContext,
  input: z.output<typeof ZProjetoInput>,
): Promise<TProjeto> {
  const { ability } = ctx.auth;
  const obra = await getObra(ctx, input.obraId).catch(() => {
    throw campo('obraId', 'Obra não encontrada');
  });
  const escopo = escopoDaObra(obra.tipo);
  const subject = subjectOf(escopo);
  const fields = projetoFields({ obraId: obra.id, situacao: 'EL' });
  ensureCanCreate(ability, subject, fields, { message: SO_PROJETISTAS });
  conferirCategoria(escopo, input.categoria);
  if (
    input.categoria === PROJETO_CATEGORIA_INTERNA &&
    !podeLerInterno(ability, { escopo, obraId: obra.id, situacao: 'EL' })
  )
    throw campo('categoria', 'Documentos de Referência são internos: você não pode cadastrá-los');
  const id = await ctx.db.transaction(async (tx) => {
    if (await findProjetoIdByNumero(tx, obra.id, input.numero)) throw numeroEmUso(input.numero);
    const created = await insertProjeto(tx, {
      obraId: obra.id,
      escopo,
      numero: input.numero,
      titulo: input.titulo,
      disciplina: input.disciplina,
      categoria: input.categoria,
      descricao: input.descricao,
      situacao: 'EL',
      prazo: input.prazo,
      criadoPor: ctx.auth.user.id,
    });
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE_PROJETO,
      entityId: created.id,
      action: 'criar',
      after: { ...input, escopo, situacao: 'EL' },
    });
    await followRecord(tx, ENTIDADE_PROJETO, created.id, ctx.auth.user.id);
    return created.id;
  });
  return getProjeto(ctx, id);
}

/** Where no client review is pending or recorded: in elaboration, or issued without asking approval. */
const SITUACOES_SEM_CLIENTE: readonly string[] = ['EL', 'EMI'];

/** Changes the register's data (never the number nor the obra), as a designer, at the version the user read. */
export async function editarProjeto(
  ctx: ServiceContext,
  id: string,
  input: z.output<typeof ZProjetoUpdate>,
): Promise<TProjeto> {
  const { ability } = ctx.auth;
  await ctx.db.transaction(async (tx) => {
    const row = await findEditableProjeto({ db: tx, auth: ctx.auth }, id);
    const p = row.projeto;
    if (situacaoOf(row) === 'CL') throw new Conflict(PROJETO_CANCELADO);
    const subject = subjectOfRow(row);
    ensureCanUpdate(ability, subject, fieldsOf(row), fieldsOf(row), { message: SO_PROJETISTAS });
    if (input.categoria !== undefined) {
      conferirCategoria(p.escopo, input.categoria);
      const paraInterno = input.categoria === PROJETO_CATEGORIA_INTERNA && p.categoria !== input.categoria;
      if (paraInterno && !podeLerInterno(ability, p))
        throw campo('categoria', 'Documentos de Referência são internos: você não pode classificá-los assim');
      // The client has this document under review or has reviewed it: it cannot disappear from their view.
      if (paraInterno && !SITUACOES_SEM_CLIENTE.includes(situacaoOf(row)))
        throw campo(
          'categoria',
          'Este documento já foi enviado ao cliente para aprovação: ele não pode passar a ser de Referência (interno)',
        );
    }
    const { versao, ...changes } = input;
    const depois = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    const antes = Object.fromEntries(Object.keys(depois).map((k) => [k, p[k as keyof typeof p]]));
    const updated = await updateProjetoIf(
      tx,
      id,
      { versao: versao ?? p.versao, situacao: p.situacao },
      depois,
    );
    if (!updated) throw new Conflict(PROJETO_MUDOU);
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE_PROJETO,
      entityId: id,
      action: 'editar',
      before: antes,
      after: depois,
    });
  });
  return getProjeto(ctx, id);
}
