import type { z } from 'zod';
import {
  MATERIAIS_PAPEIS,
  type AppAbility,
  type TLista,
  type TMateriaisPapel,
  type ZListaDadosInput,
  type ZListaInput,
  type ZListasQuery,
} from '@portal/domain';
import type { Db } from '../../db/database';
import { Conflict, Forbidden, ValidationFailed } from '../../errors/domain-errors';
import { accessibleWhere } from '../../permissions/casl-to-sql';
import { canOn, ensureCan, ensureCanUpdate } from '../../permissions/check-record';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import { emitEvent, followRecord } from '../notificacoes';
import { getObra } from '../obras';
import { findReadableLista, fieldsOf } from './materiais-access';
import { LISTA_FIELDS, listaFields } from './materiais-rules';
import { findTemplateRow } from './materiais-templates.repository';
import { listaNames, listaView, toResumo } from './materiais-view';
import {
  findListasPage,
  findPessoas,
  findPessoasNomeaveis,
  insertLista,
  nextListaNumero,
  replaceLinhas,
  updateListaIf,
} from './materiais.repository';

type ListaInput = z.output<typeof ZListaInput>;
type ListaDadosInput = z.output<typeof ZListaDadosInput>;
type ListasQuery = z.output<typeof ZListasQuery>;

const INVALIDOS = 'Os dados enviados são inválidos.';

const NINGUEM = { quantificador: '', verificador: '', siteManager: '', coordenador: '' };

/** Whether lists in LIBERADO PARA PLANEJAMENTO wait for this user (planning, `pcp`, or an administrator). */
export function actsInPlanning(ability: AppAbility): boolean {
  return canOn(
    ability,
    'liberar',
    'Materiais',
    listaFields({ obraId: '', status: 'LIBERADO PARA PLANEJAMENTO', emails: NINGUEM }),
  );
}

/** Whoever may read no list at all (a client, another area's staff) is refused the lists. */
function ensureReadsSomeList(ctx: ServiceContext): void {
  if (!ctx.auth.ability.can('read', 'Materiais'))
    throw new Forbidden('Você não tem acesso às listas de materiais.');
}

/** A page of the lists the user may read (of an obra, waiting for them...). */
export async function listListas(ctx: ServiceContext, query: ListasQuery) {
  ensureReadsSomeList(ctx);
  const eu = { id: ctx.auth.user.id, pcp: actsInPlanning(ctx.auth.ability) };
  const { rows, total } = await findListasPage(
    ctx.db,
    { ...query, eu },
    accessibleWhere(ctx.auth.ability, 'read', 'Materiais', LISTA_FIELDS),
  );
  return { items: rows.map(toResumo), total };
}

export async function getLista(ctx: ServiceContext, id: string): Promise<TLista> {
  return listaView(ctx, await findReadableLista(ctx, id));
}

/** Staff who may be named on a list (for the people pickers of "Configurar Lista"). */
export async function listPessoasNomeaveis(ctx: ServiceContext, q: string | undefined) {
  ensureReadsSomeList(ctx);
  return { items: await findPessoasNomeaveis(ctx.db, q, 20) };
}

const CAMPO_PAPEL: Record<TMateriaisPapel, string> = {
  quantificador: 'quantificadorId',
  verificador: 'verificadorId',
  siteManager: 'siteManagerId',
  coordenador: 'coordenadorId',
};

/**
 * The four named people: each an active member of the company's staff, and the verifier someone other than the
 * quantifier (a list is checked by a second pair of eyes). Answers their e-mails, which the rules read.
 */
async function checkPessoas(db: Db, input: Pick<ListaInput, `${TMateriaisPapel}Id`>) {
  const ids = MATERIAIS_PAPEIS.map((p) => input[`${p}Id`]);
  const found = new Map((await findPessoas(db, ids)).map((u) => [u.id, u]));
  const erros = MATERIAIS_PAPEIS.flatMap((papel) => {
    const user = found.get(input[`${papel}Id`]);
    if (!user || !user.enabled || user.deletedAt || user.type !== 'gali')
      return [{ campo: CAMPO_PAPEL[papel], mensagem: 'Escolha alguém ativo da equipe da empresa' }];
    return [];
  });
  if (input.verificadorId === input.quantificadorId)
    erros.push({ campo: 'verificadorId', mensagem: 'O verificador não pode ser o próprio quantificador' });
  if (erros.length > 0) throw new ValidationFailed(INVALIDOS, erros);
  const email = (papel: TMateriaisPapel) => found.get(input[`${papel}Id`])!.email;
  return {
    quantificador: email('quantificador'),
    verificador: email('verificador'),
    siteManager: email('siteManager'),
    coordenador: email('coordenador'),
  };
}

function sapColumns(sap: ListaDadosInput['sap']) {
  return {
    sapCentro: sap.centro.toUpperCase(),
    sapDeposito: sap.deposito.toUpperCase(),
    sapElementoPep: sap.elementoPep,
    sapDataNecessidade: sap.dataNecessidade,
  };
}

/**
 * "Configurar Lista": a new list on the obra, EM ELABORAÇÃO with its quantifier, from a template (its columns and
 * default lines) or empty. An obra's list needs `create` or `create_obra`, a project's `create` or `create_projeto`,
 * checked on the new list itself (a rule limited to some obras holds). The named people follow it from now on.
 */
export async function createLista(ctx: ServiceContext, obraId: string, input: ListaInput): Promise<TLista> {
  const { auth } = ctx;
  const id = await ctx.db.transaction(async (tx) => {
    const obra = await getObra({ db: tx, auth }, obraId);
    const emails = await checkPessoas(tx, input);
    const nova = listaFields({ obraId: obra.id, status: 'EM ELABORAÇÃO', emails });
    const specific = input.origem === 'projeto' ? 'create_projeto' : 'create_obra';
    if (
      !canOn(auth.ability, 'create', 'Materiais', nova) &&
      !canOn(auth.ability, specific, 'Materiais', nova)
    )
      throw new Forbidden(
        input.origem === 'projeto'
          ? 'Você não pode criar listas de materiais de projeto nesta obra.'
          : 'Você não pode criar listas de materiais nesta obra.',
      );
    const template = input.templateId ? await findTemplateRow(tx, input.templateId) : undefined;
    if (input.templateId && (!template || !template.ativo))
      throw new ValidationFailed(INVALIDOS, [
        { campo: 'templateId', mensagem: 'Este template não existe mais' },
      ]);
    const linhas = template?.linhas ?? [];
    const created = await insertLista(tx, {
      obraId: obra.id,
      numero: await nextListaNumero(tx, obra.id),
      titulo: input.titulo,
      disciplina: input.disciplina,
      origem: input.origem,
      projeto: input.origem === 'projeto' ? input.projeto : '',
      templateId: template?.id ?? null,
      colunas: template?.colunas ?? [],
      quantificadorId: input.quantificadorId,
      verificadorId: input.verificadorId,
      siteManagerId: input.siteManagerId,
      coordenadorId: input.coordenadorId,
      ...sapColumns(input.sap),
      criadoPor: auth.user.id,
    });
    // A template's default lines may leave the quantity to fill in; a list's line needs one: they come at 1.
    const iniciais = linhas.map((l) => ({ ...l, quantidade: l.quantidade > 0 ? l.quantidade : 1 }));
    if (iniciais.length > 0) {
      await replaceLinhas(tx, created.id, iniciais);
      await updateListaIf(tx, created.id, {}, { totalLinhas: iniciais.length });
    }
    await recordAudit(tx, auth.actor, {
      entity: 'lista_materiais',
      entityId: created.id,
      action: 'criar',
      after: {
        numero: created.numero,
        titulo: created.titulo,
        template: template?.nome ?? null,
        linhas: iniciais.length,
      },
    });
    const names = listaNames({ lista: created, obra });
    const pessoas = [...new Set(MATERIAIS_PAPEIS.map((p) => input[`${p}Id`]))];
    for (const pessoaId of [auth.user.id, ...pessoas])
      await followRecord(tx, 'lista_materiais', created.id, pessoaId);
    await emitEvent(tx, {
      chave: `lista-materiais-nomeados:${created.id}`,
      tipo: 'atribuido',
      entidade: 'lista_materiais',
      entidadeId: created.id,
      atorId: auth.user.id,
      titulo: names.titulo,
      texto:
        'Você foi nomeado nesta nova lista de materiais (quantificação, verificação, site manager ou coordenação).',
      link: names.link,
      destinatarios: pessoas.filter((p) => p !== auth.user.id),
    });
    return created.id;
  });
  return getLista(ctx, id);
}

/**
 * Edits the list's header (title, discipline, project, named people, SAP destination), checked on the list as it
 * is and as it will be: nobody names people so that the list leaves their own reach.
 */
export async function updateLista(ctx: ServiceContext, id: string, input: ListaDadosInput): Promise<TLista> {
  const { auth } = ctx;
  await ctx.db.transaction(async (tx) => {
    const row = await findReadableLista({ db: tx, auth }, id);
    const message = 'Você não pode alterar esta lista de materiais.';
    ensureCan(auth.ability, 'update', 'Materiais', fieldsOf(row), { message });
    const emails = await checkPessoas(tx, input);
    ensureCanUpdate(
      auth.ability,
      'Materiais',
      fieldsOf(row),
      listaFields({ obraId: row.lista.obraId, status: row.lista.status, emails }),
      { message },
    );
    if (row.lista.origem === 'projeto' && input.projeto.length < 3)
      throw new ValidationFailed(INVALIDOS, [
        { campo: 'projeto', mensagem: 'Informe o projeto a que a lista pertence' },
      ]);
    const changes = {
      titulo: input.titulo,
      disciplina: input.disciplina,
      projeto: row.lista.origem === 'projeto' ? input.projeto : '',
      quantificadorId: input.quantificadorId,
      verificadorId: input.verificadorId,
      siteManagerId: input.siteManagerId,
      coordenadorId: input.coordenadorId,
      ...sapColumns(input.sap),
    };
    const updated = await updateListaIf(tx, id, { statuses: [row.lista.status] }, changes);
    if (!updated)
      throw new Conflict('A lista mudou enquanto você a editava. Atualize a página e tente de novo.');
    const before = Object.fromEntries(
      Object.keys(changes).map((k) => [k, row.lista[k as keyof typeof changes]]),
    );
    await recordAudit(tx, auth.actor, {
      entity: 'lista_materiais',
      entityId: id,
      action: 'editar',
      before,
      after: changes,
    });
    for (const papel of MATERIAIS_PAPEIS) {
      const novo = input[`${papel}Id`];
      if (novo !== row.lista[`${papel}Id`]) await followRecord(tx, 'lista_materiais', id, novo);
    }
  });
  return getLista(ctx, id);
}
