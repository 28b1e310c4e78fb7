import type { AppAbility } from '@portal/domain';
import type { Db } from '../../db/database';

/** One event of a person's calendar feed (an insurance expiry, a hearing, a deadline). */
export interface CalendarEvent {
  /** Stable across feeds, so a calendar moves the event when its date changes instead of adding another. */
  uid: string;
  titulo: string;
  descricao: string;
  inicio: Date;
  fim: Date;
  /** The record's page in the portal (absolute in the feed). */
  link: string;
  local?: string;
  /** When the record last changed, so calendars know the event was updated. */
  atualizadoEm?: Date;
}

/** For whom a feed is read: the subscriber, with what they may do when their calendar asks. */
export interface CalendarContext {
  db: Db;
  userId: string;
  ability: AppAbility;
}

/** The dates (`aaaa-mm-dd`, inclusive) a feed covers: sources read only these, in SQL. */
export interface CalendarRange {
  de: string;
  ate: string;
}

/** A module's events, read in SQL with the subscriber's read rules (never more than they may see). */
export interface CalendarSource {
  nome: string;
  events(ctx: CalendarContext, range: CalendarRange): Promise<CalendarEvent[]>;
}

/** Each module's calendar sources, for the one feed per person (decorated as `app.calendar`). */
export class CalendarRegistry {
  private readonly sources = new Map<string, CalendarSource>();

  register(source: CalendarSource): void {
    if (this.sources.has(source.nome))
      throw new Error(`Calendar source '${source.nome}' is already registered in this application.`);
    this.sources.set(source.nome, source);
  }

  all(): CalendarSource[] {
    return [...this.sources.values()];
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Each module's calendar events, for the subscribable feed (see modules/calendario). */
    calendar: CalendarRegistry;
  }
}
