import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { ZRdo, ZSubstituicao, addDays, todayInSaoPaulo, type TRdo } from '@portal/domain';
import type { Client } from '../../test/http-client';
import { problemOf } from '../../test/identity-helpers';
import { auditOf, obraIdOf, signedInAs, userIdOf } from '../../test/obras-helpers';
import { ASSINATURA, buildRdo, move } from '../../test/rdo-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { workflowMoves } from './workflow.schema';

const hoje = todayInSaoPaulo();
const dia = (n: number) => addDays(hoje, n);

/**
 * The shared life cycle on the RDO: a move by the named person, by their substitute inside and outside the period
 * they were named for, and by anyone else; and the substitutions themselves.
 */
describe('moves by the named person, their substitute, and anyone else', () => {
  let t: TestApp;
  let admin: Client;
  let gestor: Client;
  let substituto: Client;
  let leitura: Client;
  let cliente: Client;
  let linha3: string; // OB-2025-014: gestor (Carlos Mendes) is its site manager; substituto is a member only
  let gestorId: string;
  let substitutoId: string;
  let dias = 200;

  const novoRdo = () => buildRdo(gestor, linha3, dia(-dias++));
  const movesOf = async (id: string) => {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(workflowMoves)
      .where(eq(workflowMoves.entidadeId, id));
    return Number(row?.n ?? 0);
  };
  const nomear = (who: Client, body: Record<string, unknown>) => who.post('/api/substituicoes', body);

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    [admin, gestor, substituto, leitura, cliente] = await signedInAs(t, [
      'admin',
      'gestor',
      'substituto',
      'leitura',
      'cliente',
    ]);
    linha3 = await obraIdOf(admin, 'OB-2025-014');
    gestorId = await userIdOf(admin, 'gestor@demo.obras.dev');
    substitutoId = await userIdOf(admin, 'substituto@demo.obras.dev');
  });
  afterAll(() => t.close());

  it('lets the named site manager finalize, offering the move in the record and keeping it in the timeline', async () => {
    const rdo = await novoRdo();
    expect(rdo.movimentos).toEqual([
      expect.objectContaining({ movimento: 'finalizar', label: 'Finalizar e assinar', substituindo: null }),
    ]);
    const done = await move(gestor, rdo.id, 'finalizar', { assinatura: ASSINATURA });
    expect(done.linhaDoTempo).toEqual([
      expect.objectContaining({
        movimento: 'finalizar',
        deLabel: 'Em preenchimento',
        paraLabel: 'Finalizado',
        por: 'Carlos Mendes',
        substituindo: null,
        motivo: null,
      }),
    ]);
    // The client of the obra now sees approving and returning; returning asks for a reason.
    const seen = ZRdo.parse((await cliente.get(`/api/diarios/${rdo.id}`)).json());
    expect(seen.movimentos.map((m) => [m.movimento, m.exigeMotivo])).toEqual([
      ['aprovar', false],
      ['devolver', true],
    ]);
    const back = await move(cliente, rdo.id, 'devolver', { motivo: 'Faltou o efetivo da tarde' });
    expect(back.linhaDoTempo.at(-1)).toMatchObject({
      movimento: 'devolver',
      por: 'Renata Albuquerque',
      motivo: 'Faltou o efetivo da tarde',
    });
  });

  it('refuses the seeded substitute before their period starts, as if the report did not exist', async () => {
    const mine = ZSubstituicao.array().parse((await substituto.get('/api/substituicoes')).json());
    expect(mine).toEqual([
      expect.objectContaining({ inicio: dia(7), fim: dia(21), vigente: false, motivo: 'Férias' }),
    ]);
    const rdo = await novoRdo();
    const res = await substituto.post(`/api/diarios/${rdo.id}/finalizar`, { assinatura: ASSINATURA });
    expect(res.statusCode).toBe(404);
    expect(problemOf(res).detail).toBe('RDO não encontrado.');
    expect((await gestor.get(`/api/diarios/${rdo.id}`)).json().status).toBe('em_preenchimento');
    expect(await movesOf(rdo.id)).toBe(0);
  });

  it('lets a substitute act during the period, recording whom they stood in for, and stops when it ends', async () => {
    const rdo = await novoRdo();
    const named = await nomear(gestor, { substitutoId, inicio: dia(-1), fim: dia(2), motivo: 'Curso' });
    expect(named.statusCode, named.body).toBe(201);
    const { id } = ZSubstituicao.parse(named.json());

    const seen = ZRdo.parse((await substituto.get(`/api/diarios/${rdo.id}`)).json());
    expect(seen.movimentos).toEqual([
      expect.objectContaining({ movimento: 'finalizar', substituindo: 'Carlos Mendes' }),
    ]);
    const done = await move(substituto, rdo.id, 'finalizar', { assinatura: ASSINATURA });
    expect(done.linhaDoTempo.at(-1)).toMatchObject({ por: 'Felipe Costa', substituindo: 'Carlos Mendes' });
    const audit = (await auditOf(t, 'rdo', rdo.id)).at(-1)!;
    expect(audit).toMatchObject({ action: 'finalizar', actorEmail: 'substituto@demo.obras.dev' });
    expect(audit.after).toMatchObject({ substituindo: 'Carlos Mendes' });

    // The titular's own moves stay theirs: the site manager is never recorded as anyone's substitute.
    const other = await novoRdo();
    expect(
      (await move(gestor, other.id, 'finalizar', { assinatura: ASSINATURA })).linhaDoTempo.at(-1),
    ).toMatchObject({ por: 'Carlos Mendes', substituindo: null });

    expect((await gestor.delete(`/api/substituicoes/${id}`)).statusCode).toBe(204);
    const after = await novoRdo();
    expect(
      (await substituto.post(`/api/diarios/${after.id}/finalizar`, { assinatura: ASSINATURA })).statusCode,
    ).toBe(404);
    expect(await movesOf(after.id)).toBe(0);
  });

  it('refuses a move by anyone else with the life cycle’s message, changing nothing', async () => {
    const rdo = await novoRdo();
    await move(gestor, rdo.id, 'finalizar', { assinatura: ASSINATURA });
    const before = await movesOf(rdo.id);
    const reopen = await gestor.post(`/api/diarios/${rdo.id}/reabrir`, { motivo: 'Quero corrigir a data' });
    expect(reopen.statusCode).toBe(403);
    expect(problemOf(reopen).detail).toBe('Você não tem permissão para esta ação.');
    const approve = await leitura.post(`/api/diarios/${rdo.id}/aprovar`, { assinatura: ASSINATURA });
    expect([403, 404]).toContain(approve.statusCode);
    const closed = await gestor.post(`/api/diarios/${rdo.id}/finalizar`, { assinatura: ASSINATURA });
    expect(closed.statusCode).toBe(403);
    expect(problemOf(closed).detail).toBe('Você não pode finalizar este RDO.');
    const twice = await admin.post(`/api/diarios/${rdo.id}/finalizar`, { assinatura: ASSINATURA });
    expect(twice.statusCode).toBe(409);
    expect(problemOf(twice).detail).toBe('Um RDO finalizado não pode ser finalizado.');
    expect(await movesOf(rdo.id)).toBe(before);
    expect(((await gestor.get(`/api/diarios/${rdo.id}`)).json() as TRdo).status).toBe('finalizado');
  });

  describe('/api/substituicoes', () => {
    it('refuses naming a substitute for someone else unless one manages users', async () => {
      const res = await nomear(gestor, {
        titularId: substitutoId,
        substitutoId: gestorId,
        inicio: dia(30),
        fim: dia(31),
      });
      expect(res.statusCode).toBe(403);
      expect(problemOf(res).detail).toBe(
        'Só quem administra usuários pode nomear o substituto de outra pessoa.',
      );
      const byAdmin = await nomear(admin, {
        titularId: substitutoId,
        substitutoId: gestorId,
        inicio: dia(30),
        fim: dia(31),
      });
      expect(byAdmin.statusCode, byAdmin.body).toBe(201);
      expect(ZSubstituicao.parse(byAdmin.json())).toMatchObject({
        titular: { email: 'substituto@demo.obras.dev' },
        substituto: { email: 'gestor@demo.obras.dev' },
      });
    });

    it('refuses bad periods, oneself, another kind of user and overlaps in pt-BR, writing nothing', async () => {
      const before = (await admin.get('/api/substituicoes?todas=true&encerradas=true')).json().length;
      const backwards = await nomear(gestor, { substitutoId, inicio: dia(50), fim: dia(40) });
      expect(backwards.statusCode).toBe(400);
      expect(problemOf(backwards).errors).toEqual([{ campo: 'fim', mensagem: 'O fim vem depois do início' }]);
      const self = await nomear(gestor, { substitutoId: gestorId, inicio: dia(40), fim: dia(50) });
      expect(problemOf(self).errors).toEqual([
        { campo: 'substitutoId', mensagem: 'Escolha outra pessoa como substituto' },
      ]);
      const clienteId = await userIdOf(admin, 'cliente@demo.obras.dev');
      const client = await nomear(gestor, { substitutoId: clienteId, inicio: dia(40), fim: dia(50) });
      expect(problemOf(client).errors).toEqual([
        {
          campo: 'substitutoId',
          mensagem: 'O substituto precisa ser do mesmo tipo de usuário (interno ou cliente)',
        },
      ]);
      const overlap = await nomear(gestor, { substitutoId, inicio: dia(20), fim: dia(25) });
      expect(overlap.statusCode).toBe(409);
      expect(problemOf(overlap).detail).toBe('Já há um substituto nomeado para parte deste período.');
      expect((await admin.get('/api/substituicoes?todas=true&encerradas=true')).json()).toHaveLength(before);
    });

    it('lists everyone’s only for user managers, and lets nobody else end a substitution', async () => {
      expect((await gestor.get('/api/substituicoes?todas=true')).statusCode).toBe(403);
      const mine = ZSubstituicao.array().parse((await gestor.get('/api/substituicoes')).json());
      const seeded = mine.find((s) => s.titular.email === 'gestor@demo.obras.dev' && s.motivo === 'Férias');
      const res = await substituto.delete(`/api/substituicoes/${seeded!.id}`);
      expect(res.statusCode).toBe(404);
      expect(problemOf(res).detail).toBe('Substituição não encontrada.');
      expect((await gestor.get('/api/substituicoes')).json()).toHaveLength(mine.length);
    });
  });
});
