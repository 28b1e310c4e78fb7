import { z } from 'zod';
import { ZPageQuery, ZQueryBoolean } from '../platform/list.contracts';

/** The kinds of notification (issue: waiting for your action, assigned, mentioned, status changed, overdue). */
export const NOTIFICACAO_TIPOS = [
  'acao_pendente',
  'atribuido',
  'mencionado',
  'status_alterado',
  'atrasado',
  'vencimento',
] as const;
export type TNotificacaoTipo = (typeof NOTIFICACAO_TIPOS)[number];

export const NOTIFICACAO_TIPO_LABEL: Record<TNotificacaoTipo, string> = {
  acao_pendente: 'Aguardando sua ação',
  atribuido: 'Atribuído a você',
  mencionado: 'Você foi mencionado',
  status_alterado: 'Mudança de status no que você acompanha',
  atrasado: 'Atrasos',
  vencimento: 'Vencimentos (apólices, prazos)',
};

/** How a notification leaves the portal: only in the bell, an e-mail at once, or in the daily digest. */
export const NOTIFICACAO_ENTREGAS = ['app', 'email', 'resumo'] as const;
export type TNotificacaoEntrega = (typeof NOTIFICACAO_ENTREGAS)[number];

export const NOTIFICACAO_ENTREGA_LABEL: Record<TNotificacaoEntrega, string> = {
  app: 'Só no portal',
  email: 'E-mail na hora',
  resumo: 'Resumo diário por e-mail',
};

/**
 * What each kind does for someone who never chose: what needs them at once by e-mail, the rest in the bell. Delays
 * stay in the bell: the RDO module's delay warning already e-mails the site manager and planning about each new
 * delay, whatever this setting says.
 */
export const NOTIFICACAO_ENTREGA_PADRAO: Record<TNotificacaoTipo, TNotificacaoEntrega> = {
  acao_pendente: 'email',
  atribuido: 'email',
  mencionado: 'email',
  status_alterado: 'app',
  atrasado: 'app',
  // A policy about to end needs someone to renew it: it is e-mailed at once unless the person chooses otherwise.
  vencimento: 'email',
};

export const ZNotificacao = z.object({
  id: z.number(),
  tipo: z.enum(NOTIFICACAO_TIPOS),
  titulo: z.string(),
  texto: z.string(),
  link: z.string(),
  entidade: z.string(),
  entidadeId: z.string(),
  lida: z.boolean(),
  criadaEm: z.string(),
});
export type TNotificacao = z.infer<typeof ZNotificacao>;

export const ZNotificacaoPreferencia = z.object({
  tipo: z.enum(NOTIFICACAO_TIPOS),
  entrega: z.enum(NOTIFICACAO_ENTREGAS, 'Escolha como receber'),
});
export type TNotificacaoPreferencia = z.infer<typeof ZNotificacaoPreferencia>;

/** The bell's list: newest first, paged, optionally only the unread. */
export const ZNotificacaoListQuery = ZPageQuery.extend({
  naoLidas: ZQueryBoolean.default(false),
});
export type TNotificacaoListQuery = z.infer<typeof ZNotificacaoListQuery>;

export const ZNotificacoesNaoLidas = z.object({ naoLidas: z.number().int().min(0) });
export type TNotificacoesNaoLidas = z.infer<typeof ZNotificacoesNaoLidas>;

/** One kind with the user's choice (the kind's default until they choose). */
export const ZNotificacaoPreferenciaView = z.object({
  tipo: z.enum(NOTIFICACAO_TIPOS),
  label: z.string(),
  entrega: z.enum(NOTIFICACAO_ENTREGAS),
  /** Whether it is still the default (the user never chose for this kind). */
  padrao: z.boolean(),
});
export type TNotificacaoPreferenciaView = z.infer<typeof ZNotificacaoPreferenciaView>;
