import { z } from 'zod';
import { ZIsoDate } from '../obras/obras.contracts';
import { ZPage, ZPageQuery, ZQueryBoolean } from '../platform/list.contracts';

/** The audit log's action for a signed-in request the API refused (403, or the 404 that hides a record). */
export const ACESSO_NEGADO = 'acesso_negado';

/** One field that changed: its path in the record (`clima.manha.tempo`), its name in words, old and new value. */
export const ZMudanca = z.object({
  campo: z.string(),
  rotulo: z.string(),
  /** As people read it (dates dd/mm/aaaa, Sim/Não, lists summarised); null when empty. */
  antes: z.string().nullable(),
  depois: z.string().nullable(),
});
export type TMudanca = z.infer<typeof ZMudanca>;

/** Who did it: a user (their name today, or the e-mail kept in the log when they are gone) or the system. */
export const ZAutorAuditoria = z.object({
  id: z.string().nullable(),
  nome: z.string(),
  email: z.string().nullable(),
});
export type TAutorAuditoria = z.infer<typeof ZAutorAuditoria>;

/** One change in a record's history, newest first. */
export const ZEventoHistorico = z.object({
  id: z.string(),
  em: z.string(),
  por: ZAutorAuditoria,
  acao: z.string(),
  acaoRotulo: z.string(),
  /** The reason or comment given with it (a return's reason, a correction's justification). */
  detalhe: z.string().nullable(),
  /** The person the author stood in for, as a substitute. */
  substituindo: z.string().nullable(),
  mudancas: z.array(ZMudanca),
});
export type TEventoHistorico = z.infer<typeof ZEventoHistorico>;

export const ZHistoricoPage = ZPage(ZEventoHistorico);
export type THistoricoPage = z.infer<typeof ZHistoricoPage>;

/** `/api/registros/:entidade/:id/historico`: any module's record, by its kind (`rdo`, `obra`) and id. */
export const ZHistoricoParams = z.object({
  entidade: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'Tipo de registro inválido'),
  id: z.string().min(1).max(100, 'Registro inválido'),
});
export const ZHistoricoQuery = ZPageQuery;

/** A refused request as the audit page shows it. */
export const ZAcessoNegado = z.object({
  metodo: z.string(),
  caminho: z.string(),
  status: z.number().int(),
  mensagem: z.string(),
  ip: z.string().nullable(),
});
export type TAcessoNegado = z.infer<typeof ZAcessoNegado>;

/** One row of the audit page. */
export const ZAuditoriaItem = ZEventoHistorico.extend({
  entidade: z.string(),
  entidadeRotulo: z.string(),
  registro: z.string(),
  /** Set for a refused attempt (action `acesso_negado`). */
  acesso: ZAcessoNegado.nullable(),
});
export type TAuditoriaItem = z.infer<typeof ZAuditoriaItem>;
export const ZAuditoriaPage = ZPage(ZAuditoriaItem);
export type TAuditoriaPage = z.infer<typeof ZAuditoriaPage>;

const ZCodigo = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{0,39}$/, message);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** What the audit page's `usuario` filter takes: an e-mail or a user's id. */
export const isUsuarioFiltro = (value: string) => EMAIL.test(value) || UUID.test(value);

const periodInOrder = (f: { de?: string; ate?: string }) => !f.de || !f.ate || f.de <= f.ate;

/**
 * `/api/auditoria` filters. The period is of dates in São Paulo, both days included; `usuario` is the actor's id or
 * e-mail (a person no longer in the pool is still found by the e-mail the log kept).
 */
export const ZAuditoriaQuery = ZPageQuery.extend({
  usuario: z
    .string()
    .trim()
    .max(254)
    .refine(isUsuarioFiltro, 'Informe o e-mail ou o id do usuário')
    .optional(),
  entidade: ZCodigo('Módulo inválido').optional(),
  registro: z.string().trim().min(1, 'Informe o registro').max(300).optional(),
  de: ZIsoDate.optional(),
  ate: ZIsoDate.optional(),
  acao: ZCodigo('Ação inválida').optional(),
  /** Only refused access attempts. */
  negados: ZQueryBoolean.optional(),
}).refine(periodInOrder, { path: ['ate'], message: 'O fim do período vem antes do início' });
export type TAuditoriaQuery = z.infer<typeof ZAuditoriaQuery>;

/** The audit page's module filter: every kind of record a module registers, and every one in the log. */
export const ZAuditoriaEntidades = z.object({
  items: z.array(z.object({ entidade: z.string(), rotulo: z.string() })),
});
export type TAuditoriaEntidades = z.infer<typeof ZAuditoriaEntidades>;
