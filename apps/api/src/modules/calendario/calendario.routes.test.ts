import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SEGURO_EVENTO_HORAS,
  ZCalendarioAssinatura,
  type TApoliceResumo,
  type TCalendarioAssinatura,
} from '@portal/domain';
import { wholeList } from '../../test/export-helpers';
import type { Client, Response } from '../../test/http-client';
import { problemOf } from '../../test/identity-helpers';
import { auditOf, obraIdOf, signedInAs, userIdOf } from '../../test/obras-helpers';
import { createApolice, dia, endossar } from '../../test/seguros-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { auditLog } from '../audit/audit.schema';

const NAO_ENCONTRADA = 'Endereço de calendário inexistente ou substituído por outro.';

interface Evento {
  uid: string;
  titulo: string;
  /** São Paulo's wall clock, `aaaa-mm-dd hh:mm`. */
  inicio: string;
  fim: string;
}

const saoPaulo = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
const emSaoPaulo = (instant: Date) => saoPaulo.format(instant).replace(', ', ' ');
const hora = (h: number) => `${String(h).padStart(2, '0')}:00`;

/** The VEVENTs of a feed, parsed by ical.js, with their instants read on São Paulo's clocks. */
function eventosDo(ics: string): Evento[] {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      titulo: event.summary,
      inicio: emSaoPaulo(event.startDate.toJSDate()),
      fim: emSaoPaulo(event.endDate.toJSDate()),
    };
  });
}

/** The event a policy's expiry should be: its last day of cover, 08:00 to 17:00 in São Paulo. */
const eventoDa = (apolice: Pick<TApoliceResumo, 'id' | 'fimVigencia'>) => ({
  uid: `apolice-${apolice.id}@portal-obras`,
  inicio: `${apolice.fimVigencia} ${hora(SEGURO_EVENTO_HORAS.inicio)}`,
  fim: `${apolice.fimVigencia} ${hora(SEGURO_EVENTO_HORAS.fim)}`,
});

describe('the calendar feed of insurance expiries', () => {
  let t: TestApp;
  let admin: Client;
  let seguros: Client;
  let gestor: Client;
  let leitura: Client;
  /** Every key handed out here, to check none reaches the audit trail. */
  const chaves: string[] = [];

  const subscribe = async (who: Client): Promise<TCalendarioAssinatura & { url: string }> => {
    const res = await who.post('/api/calendario/assinatura');
    expect(res.statusCode, res.body).toBe(201);
    const assinatura = ZCalendarioAssinatura.parse(res.json());
    expect(assinatura.url).toMatch(
      new RegExp(`^${t.config.PUBLIC_URL}/api/calendario\\.ics\\?chave=[\\w-]{40,}$`),
    );
    chaves.push(new URL(assinatura.url!).searchParams.get('chave')!);
    return assinatura as TCalendarioAssinatura & { url: string };
  };
  /** What a calendar application gets from the address: no session, no cookie. */
  const fetchFeed = (url: string): Promise<Response> => {
    const { pathname, search } = new URL(url);
    return t.app.inject({ method: 'GET', url: `${pathname}${search}` });
  };
  const feed = async (url: string): Promise<Evento[]> => {
    const res = await fetchFeed(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    return eventosDo(res.body);
  };
  const gone = async (url: string) => {
    const res = await fetchFeed(url);
    expect(res.statusCode).toBe(404);
    expect(problemOf(res).detail).toBe(NAO_ENCONTRADA);
  };
  /** The expiries the person's feed should hold: the policies they may read, ending within the feed's window. */
  const expected = async (who: Client) => {
    const readable = await wholeList<TApoliceResumo>(who, '/api/seguros/apolices', {});
    return readable
      .filter((a) => a.fimVigencia >= dia(-365) && a.fimVigencia <= dia(5 * 366))
      .map(eventoDa)
      .sort((a, b) => a.uid.localeCompare(b.uid));
  };
  const semTitulo = (eventos: Evento[]) =>
    eventos.map(({ uid, inicio, fim }) => ({ uid, inicio, fim })).sort((a, b) => a.uid.localeCompare(b.uid));

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    [admin, seguros, gestor, leitura] = await signedInAs(t, ['admin', 'seguros', 'gestor', 'leitura']);
  });
  afterAll(() => t.close());

  it('shows the address once, when made; afterwards only that the subscription is active', async () => {
    const me = await seguros.get('/api/calendario/assinatura');
    expect(me.json()).toEqual({ ativa: false, criadaEm: null, ultimoAcesso: null });
    const made = await subscribe(seguros);
    expect(made).toMatchObject({ ativa: true, criadaEm: expect.any(String), ultimoAcesso: null });
    const later = await seguros.get('/api/calendario/assinatura');
    expect(later.statusCode).toBe(200);
    expect(later.json()).toEqual({ ativa: true, criadaEm: made.criadaEm, ultimoAcesso: null });

    // Reading the feed is remembered (when, never by whom: it has no session).
    await feed(made.url);
    expect((await seguros.get('/api/calendario/assinatura')).json().ultimoAcesso).toEqual(expect.any(String));
    const seguro = await userIdOf(admin, 'seguros@demo.obras.dev');
    expect((await auditOf(t, 'calendario_assinatura', seguro)).map((a) => a.action)).toEqual(['criar']);
  });

  it('holds one event per policy the person may read, from 08:00 to 17:00 in São Paulo on its last day', async () => {
    const { url } = await subscribe(seguros);
    const eventos = await feed(url);
    const esperados = await expected(seguros);
    expect(esperados.length).toBeGreaterThanOrEqual(3);
    expect(semTitulo(eventos)).toEqual(esperados);
    const linha3 = (
      await wholeList<TApoliceResumo>(seguros, '/api/seguros/apolices', { q: 'OB-2025-014' })
    )[0]!;
    expect(eventos.find((e) => e.uid === eventoDa(linha3).uid)?.titulo).toBe(
      `Vence a apólice ${linha3.numero} (Risco de Engenharia) — OB-2025-014`,
    );
  });

  it('gives the site manager only the policies of the obras they manage', async () => {
    const { url } = await subscribe(gestor);
    const eventos = semTitulo(await feed(url));
    const esperados = await expected(gestor);
    expect(eventos).toEqual(esperados);
    const todos = await expected(seguros);
    expect(eventos.length).toBeLessThan(todos.length);
    const obras = (await wholeList<TApoliceResumo>(gestor, '/api/seguros/apolices', {})).map(
      (a) => a.obra.codigo,
    );
    expect(obras).toContain('OB-2025-014');
    for (const codigo of obras) expect(['OB-2025-014', 'OB-2025-021']).toContain(codigo);
  });

  it('keeps the event’s UID and moves it when an endorsement extends the policy', async () => {
    const subestacao = await obraIdOf(admin, 'OB-2025-021');
    const apolice = await createApolice(seguros, subestacao, { fimVigencia: dia(50) });
    const { url } = await subscribe(seguros);
    const { uid } = eventoDa(apolice);
    expect((await feed(url)).filter((e) => e.uid === uid)).toMatchObject([eventoDa(apolice)]);
    // The site manager of the obra sees it in their feed too, under the same UID.
    expect(semTitulo(await feed((await subscribe(gestor)).url))).toContainEqual(eventoDa(apolice));

    await endossar(seguros, apolice.id, { numero: '1', dataEmissao: dia(0), novoFimVigencia: dia(80) });
    const moved = (await feed(url)).filter((e) => e.uid === uid);
    expect(moved).toMatchObject([eventoDa({ id: apolice.id, fimVigencia: dia(80) })]);
  });

  it('ends the old address when a new one is made, and the new one when the subscription is deleted', async () => {
    const old = await subscribe(leitura);
    await feed(old.url);
    const renewed = await subscribe(leitura);
    expect(renewed.url).not.toBe(old.url);
    await gone(old.url);
    await feed(renewed.url);

    const deleted = await leitura.delete('/api/calendario/assinatura');
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ ativa: false, criadaEm: null, ultimoAcesso: null });
    await gone(renewed.url);
    expect((await leitura.get('/api/calendario/assinatura')).json().ativa).toBe(false);
    const id = await userIdOf(admin, 'leitura@demo.obras.dev');
    expect((await auditOf(t, 'calendario_assinatura', id)).map((a) => a.action)).toEqual([
      'criar',
      'renovar',
      'revogar',
    ]);
  });

  it('answers an unknown key like a revoked one, and refuses a key too short to be one', async () => {
    await gone(`${t.config.PUBLIC_URL}/api/calendario.ics?chave=${'x'.repeat(43)}`);
    const short = await t.app.inject({ method: 'GET', url: '/api/calendario.ics?chave=abc' });
    expect(short.statusCode).toBe(400);
    expect(problemOf(short).errors).toEqual([{ campo: 'chave', mensagem: 'Chave inválida' }]);
    const none = await t.app.inject({ method: 'GET', url: '/api/calendario.ics' });
    expect(none.statusCode).toBe(400);
  });

  it('answers a disabled person’s feed like a missing one, and serves it again once they are enabled', async () => {
    const substituto = (await signedInAs(t, ['substituto']))[0];
    const { url } = await subscribe(substituto);
    expect((await feed(url)).length).toBeGreaterThan(0);
    const id = await userIdOf(admin, 'substituto@demo.obras.dev');
    expect((await admin.post(`/api/usuarios/${id}/desativar`)).statusCode).toBe(200);
    await gone(url);
    expect((await admin.post(`/api/usuarios/${id}/ativar`)).statusCode).toBe(200);
    expect((await feed(url)).length).toBeGreaterThan(0);
  });

  it('never writes a feed’s key to the audit trail', async () => {
    expect(chaves.length).toBeGreaterThanOrEqual(7);
    const rows = await t.database.db.select().from(auditLog);
    const trail = JSON.stringify(rows);
    expect(trail).toContain('calendario_assinatura');
    for (const chave of chaves) expect(trail).not.toContain(chave);
  });
});
