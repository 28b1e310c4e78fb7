import type { FastifyInstance } from 'fastify';
import type { Lifecycle, TAction, TSubject } from '@portal/domain';
import type { Db } from '../db/database';
import { NotFound } from '../errors/domain-errors';
import { ensureCan, type RecordFields } from '../permissions/check-record';
import type { ServiceContext } from '../service-context';

/** One record of a module as the shared capabilities (threads, history, notifications) need to see it. */
export interface LoadedRecord {
  /** The CASL subject its permissions are written for (`RDO`, `Obra`...). */
  subject: TSubject;
  /** The record under the names its rules read (`obra`, `siteManager.mail`, `status`...). */
  fields: RecordFields;
  /** How people name it: "RDO nº 12 · Obra Ponte Norte". */
  titulo: string;
  /** Its page in the portal. */
  link: string;
  obraId: string | null;
}

/** A kind of record a module owns: how to load one by id, and which action allows writing to its thread. */
export interface RecordKind {
  /** The module's name for the kind, as the audit log and the files module use it (`rdo`, `obra`). */
  entidade: string;
  /** The kind in words, for messages ("RDO", "Obra"). */
  label: string;
  /** Null when it does not exist. */
  load(db: Db, id: string): Promise<LoadedRecord | null>;
  /** Who may comment on it: whoever may do this on the record (default: whoever may read it). */
  commentAction?: TAction;
  /**
   * Its life cycle, when it moves through statuses (the record's `fields.status`): who may make its next moves is
   * who is waiting to act on it (the notifications' "aguardando sua ação").
   */
  lifecycle?: Lifecycle<string, string>;
  /**
   * Its fields in words for the history tab, by path in the audit snapshots (`status`, `clima.manha`); a path
   * without its own name takes its nearest named parent's.
   */
  campos?: Record<string, string>;
  /** Its audit actions in words (`finalizar` → "Finalizado e assinado"). */
  acoes?: Record<string, string>;
  /**
   * A field's value as people read it in the history (a status's label, a list of crew as "4 Pedreiro"); undefined
   * leaves it to the default (dates dd/mm/aaaa, Sim/Não, lists summarised).
   */
  formatar?(campo: string, valor: unknown): string | null | undefined;
  /**
   * Its audit lines stay off the administrators' audit page and its export (the ethics channel, issue 23): only its
   * own history tab, behind its own permission, shows them.
   */
  confidential?: boolean;
  /**
   * Called in the comment's transaction when someone writes in the record's thread (an after-sales ticket takes the
   * team's first public comment as its first answer to the client).
   */
  aoComentar?(tx: Db, comentario: ComentarioEscrito): Promise<void>;
}

/** A comment just written in a record's thread, as a record kind's `aoComentar` sees it. */
export interface ComentarioEscrito {
  entidadeId: string;
  autorId: string;
  interno: boolean;
  /** Written by a member of staff (not a client, supplier or partner firm). */
  doTime: boolean;
  em: Date;
}

/**
 * The kinds of record of every module, one registry per application (decorated as `app.records` before the modules
 * register). The shared capabilities reach a module's records only through it, so a thread, a history tab or a
 * notification never imports a module, and each module's own permission decides who sees its records.
 */
export class RecordRegistry {
  private readonly kinds = new Map<string, RecordKind>();

  register(kind: RecordKind): void {
    if (this.kinds.has(kind.entidade))
      throw new Error(`Record kind '${kind.entidade}' is already registered in this application.`);
    this.kinds.set(kind.entidade, kind);
  }

  kindOf(entidade: string): RecordKind | undefined {
    return this.kinds.get(entidade);
  }

  /** Every registered kind's name but the confidential ones (the audit page's module filter). */
  entidades(): string[] {
    return [...this.kinds.keys()].filter((k) => !this.kinds.get(k)!.confidential).sort();
  }

  /** The kinds whose audit lines the administrators' audit page leaves out. */
  confidentialEntidades(): string[] {
    return [...this.kinds.values()].filter((k) => k.confidential).map((k) => k.entidade);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every module's kinds of record (see RecordRegistry). */
    records: RecordRegistry;
  }
}

export interface RecordsContext extends ServiceContext {
  records: RecordRegistry;
}

export function recordsContextOf(app: FastifyInstance, ctx: ServiceContext): RecordsContext {
  return { ...ctx, records: app.records };
}

/**
 * Loads a record of any module for this user, who must be allowed `action` on it (read by default). An unknown kind,
 * a missing record and a record the user may not read all answer the same 404, so nothing tells that it exists.
 */
export async function loadRecordFor(
  ctx: RecordsContext,
  entidade: string,
  id: string,
  action?: TAction,
): Promise<LoadedRecord & { kind: RecordKind }> {
  const notFound = 'Registro não encontrado.';
  const kind = ctx.records.kindOf(entidade);
  const record = kind ? await kind.load(ctx.db, id) : null;
  if (!kind || !record) throw new NotFound(notFound);
  ensureCan(ctx.auth.ability, 'read', record.subject, record.fields, { hideAs: notFound });
  if (action && action !== 'read')
    ensureCan(ctx.auth.ability, action, record.subject, record.fields, {
      message: `Você não pode fazer isso neste registro (${kind.label}).`,
    });
  return { ...record, kind };
}
