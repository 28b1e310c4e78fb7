import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { addDays, defineAbilityFor, defineLifecycle, todayInSaoPaulo, ZRdo, type TRdo } from '@portal/domain';
import type { Client } from '../../test/http-client';
import { problemOf } from '../../test/identity-helpers';
import { PNG, obraIdOf, signedInAs } from '../../test/obras-helpers';
import { ASSINATURA, buildRdo, move } from '../../test/rdo-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ValidationFailed } from '../../errors/domain-errors';
import type { RequestAuth } from '../identity';
import { workflowMoves } from './workflow.schema';
import { checkMove } from './workflow.service';

/** Files that go with a move: sent ahead like a thread's, kept on the move, shown in the timeline, read as the record. */
describe('files sent with a move', () => {
  let t: TestApp;
  let gestor: Client;
  let cliente: Client;
  let aprovador: Client;
  let linha3: string;
  let dias = 400;

  const finalizado = async (): Promise<TRdo> => {
    const rdo = await buildRdo(gestor, linha3, addDays(todayInSaoPaulo(), -dias++));
    return move(gestor, rdo.id, 'finalizar', { assinatura: ASSINATURA });
  };
  const upload = async (who: Client, rdoId: string) => {
    const data = new FormData();
    data.append('arquivo', new Blob([PNG]), 'fissura.png');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/registros/rdo/${rdoId}/comentarios/anexos`,
      payload: data,
      headers: { 'x-portal-request': '1', cookie: who.jar.header()! },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string };
  };
  const movesOf = async (id: string) => {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(workflowMoves)
      .where(eq(workflowMoves.entidadeId, id));
    return Number(row?.n ?? 0);
  };

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    const [admin] = await signedInAs(t, ['admin']);
    [gestor, cliente, aprovador] = await signedInAs(t, ['gestor', 'cliente', 'aprovador']);
    linha3 = await obraIdOf(admin!, 'OB-2025-014');
  });
  afterAll(() => t.close());

  it('keeps the photo the client sent with a return, in the timeline, readable by who reads the report', async () => {
    const rdo = await finalizado();
    const foto = await upload(cliente, rdo.id);
    const back = await move(cliente, rdo.id, 'devolver', {
      motivo: 'A fissura da laje não foi registrada',
      arquivos: [foto.id],
    });
    expect(back.linhaDoTempo.at(-1)).toMatchObject({
      movimento: 'devolver',
      arquivos: [{ id: foto.id, nome: 'fissura.png' }],
    });
    // The site manager reads it with the report; a client of another company gets what a missing file gets.
    expect((await gestor.get(`/api/arquivos/${foto.id}`)).statusCode).toBe(200);
    const other = await aprovador.get(`/api/arquivos/${foto.id}`);
    expect(other.statusCode).toBe(404);
    // The earlier moves carry no files.
    expect(ZRdo.parse((await gestor.get(`/api/diarios/${rdo.id}`)).json()).linhaDoTempo[0]?.arquivos).toEqual(
      [],
    );
  });

  it('refuses a file someone else sent, or sent for another report, changing nothing', async () => {
    const rdo = await finalizado();
    const outro = await finalizado();
    const doGestor = await upload(gestor, rdo.id);
    const deOutro = await upload(cliente, outro.id);
    const before = await movesOf(rdo.id);
    for (const arquivo of [doGestor.id, deOutro.id]) {
      const res = await cliente.post(`/api/diarios/${rdo.id}/devolver`, {
        motivo: 'Faltou o efetivo da tarde',
        arquivos: [arquivo],
      });
      expect(res.statusCode).toBe(400);
      expect(problemOf(res).errors).toEqual([
        {
          campo: 'arquivos',
          mensagem: 'Envie o arquivo de novo: ele não foi enviado por você para este registro',
        },
      ]);
    }
    expect(await movesOf(rdo.id)).toBe(before);
    expect((await gestor.get(`/api/diarios/${rdo.id}`)).json().status).toBe('finalizado');
  });

  it('asks for the file a life cycle requires, and offers the move saying so', () => {
    const lifecycle = defineLifecycle({
      entidade: 'teste',
      subject: 'Contratos',
      umRegistro: 'Um contrato',
      statuses: ['revisao', 'aprovado'] as const,
      labels: { revisao: 'Revisão', aprovado: 'Aprovado' },
      moves: {
        aprovar: {
          from: ['revisao'],
          to: 'aprovado',
          action: 'update',
          label: 'Aprovar',
          past: 'aprovado',
          requires: { arquivo: true },
        },
      },
      refused: { aprovar: 'Você não pode aprovar este contrato.' },
    });
    const ability = defineAbilityFor({
      id: 'u1',
      email: 'ana@gali.com.br',
      type: 'gali',
      roles: ['acesso_total'],
      companies: ['Gali'],
      obras: [],
    });
    const auth = { user: { id: 'u1', name: 'Ana' }, ownAbility: ability, ability, standIns: [] };
    const attempt = (arquivos?: string[]) =>
      checkMove(auth as unknown as RequestAuth, lifecycle, 'revisao', 'aprovar', {}, { arquivos });
    expect(() => attempt()).toThrow(ValidationFailed);
    const refused = (() => {
      try {
        attempt([]);
      } catch (error) {
        return error as ValidationFailed;
      }
    })();
    expect(refused?.fieldErrors).toEqual([
      { campo: 'arquivos', mensagem: 'Anexe o arquivo que este passo pede' },
    ]);
    expect(attempt(['a1'])).toMatchObject({ porId: 'u1', substituindoId: null });
  });
});
