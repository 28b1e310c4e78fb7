import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZHistoricoPage, addDays, todayInSaoPaulo, type TEventoHistorico } from '@portal/domain';
import type { Client } from '../../test/http-client';
import { problemOf } from '../../test/identity-helpers';
import { obraIdOf, signedInAs } from '../../test/obras-helpers';
import { ASSINATURA, buildRdo, conteudo, move } from '../../test/rdo-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

const hoje = todayInSaoPaulo();
const diasAtras = (n: number) => addDays(hoje, -n);
const NOWHERE = '00000000-0000-4000-8000-000000000000';

/** The history tab of any record, read from the audit log (issue 12 "History"), on the RDO. */
describe('GET /api/registros/:entidade/:id/historico', () => {
  let t: TestApp;
  let admin: Client;
  let gestor: Client;
  let coordenador: Client;
  let cliente: Client;
  let aprovador: Client;
  let sgi: Client;
  let linha3: string; // OB-2025-014: gestor is its site manager; cliente belongs to it
  let dias = 300; // past the demo reports (the last 120 days)

  const historico = async (who: Client, id: string, query = '') => {
    const res = await who.get(`/api/registros/rdo/${id}/historico${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return ZHistoricoPage.parse(res.json());
  };
  const mudanca = (evento: TEventoHistorico, campo: string) => evento.mudancas.find((m) => m.campo === campo);

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    [admin, gestor, coordenador, cliente, aprovador, sgi] = await signedInAs(t, [
      'admin',
      'gestor',
      'coordenador',
      'cliente',
      'aprovador',
      'sgi',
    ]);
    linha3 = await obraIdOf(admin, 'OB-2025-014');
  });
  afterAll(() => t.close());

  it('shows an edit field by field, with old and new values in words and its author, newest first', async () => {
    const rdo = await buildRdo(gestor, linha3, diasAtras(dias++));
    const edited = await gestor.patch(`/api/diarios/${rdo.id}`, {
      conteudo: conteudo({
        maoDeObra: [{ funcao: 'Pedreiro', empresa: 'Gali', tipo: 'propria', quantidade: 6 }],
        clima: {
          manha: { tempo: 'chuvoso', condicao: 'impraticavel' },
          tarde: { tempo: 'claro', condicao: 'praticavel' },
          noite: null,
        },
        atividades: [{ descricao: 'Forma da laje do mezanino', observacao: '' }],
        comentarios: 'Chuva forte pela manhã.',
      }),
    });
    expect(edited.statusCode, edited.body).toBe(200);

    const page = await historico(coordenador, rdo.id);
    expect(page.total).toBe(2);
    const [edicao, criacao] = page.items;
    expect(edicao).toMatchObject({
      acao: 'update',
      acaoRotulo: 'Editado',
      por: { nome: 'Carlos Mendes', email: 'gestor@demo.obras.dev' },
      detalhe: null,
    });
    expect(Date.parse(edicao!.em)).toBeGreaterThanOrEqual(Date.parse(criacao!.em));
    expect(edicao!.mudancas.map((m) => m.campo).sort()).toEqual(
      [
        'atividades',
        'clima.manha.condicao',
        'clima.manha.tempo',
        'clima.tarde.condicao',
        'clima.tarde.tempo',
        'comentarios',
        'efetivo',
        'maoDeObra',
      ].sort(),
    );
    expect(mudanca(edicao!, 'maoDeObra')).toEqual({
      campo: 'maoDeObra',
      rotulo: 'Mão de obra',
      antes: '4 Pedreiro (Gali, Própria)',
      depois: '6 Pedreiro (Gali, Própria)',
    });
    expect(mudanca(edicao!, 'efetivo')).toMatchObject({ rotulo: 'Efetivo', antes: '4', depois: '6' });
    expect(mudanca(edicao!, 'clima.manha.tempo')).toMatchObject({
      rotulo: 'Clima da manhã › Tempo',
      antes: 'Claro',
      depois: 'Chuvoso',
    });
    expect(mudanca(edicao!, 'clima.tarde.condicao')).toMatchObject({ antes: null, depois: 'Praticável' });
    expect(mudanca(edicao!, 'comentarios')).toMatchObject({
      rotulo: 'Comentários',
      antes: null,
      depois: 'Chuva forte pela manhã.',
    });
    expect(mudanca(edicao!, 'atividades')).toMatchObject({
      antes: null,
      depois: 'Forma da laje do mezanino',
    });
    expect(criacao).toMatchObject({ acao: 'create', acaoRotulo: 'Criado', por: { nome: 'Carlos Mendes' } });
    expect(mudanca(criacao!, 'data')).toMatchObject({ rotulo: 'Data', antes: null });
    // Bookkeeping and ids tell a reader nothing.
    for (const evento of page.items)
      expect(evento.mudancas.map((m) => m.campo)).not.toEqual(
        expect.arrayContaining([expect.stringMatching(/^(updatedAt|createdAt|id|obraId|autorId)$/)]),
      );
  });

  it('shows moves with the status in words and the reason given, and pages in the order of the log', async () => {
    const rdo = await buildRdo(gestor, linha3, diasAtras(dias++));
    await move(gestor, rdo.id, 'finalizar', { assinatura: ASSINATURA });
    await move(cliente, rdo.id, 'devolver', { motivo: 'Faltou o efetivo da tarde' });
    const all = await historico(admin, rdo.id);
    expect(all.items.map((e) => e.acaoRotulo)).toEqual([
      'Devolvido para correção',
      'Finalizado e assinado',
      'Criado',
    ]);
    expect(all.items[0]).toMatchObject({
      por: { nome: 'Renata Albuquerque' },
      detalhe: 'Faltou o efetivo da tarde',
      mudancas: [{ campo: 'status', rotulo: 'Status', antes: 'Finalizado', depois: 'Devolvido' }],
    });

    const first = await historico(admin, rdo.id, '?pageSize=2');
    const second = await historico(admin, rdo.id, '?pageSize=2&page=2');
    expect([first.total, second.total]).toEqual([3, 3]);
    expect([...first.items, ...second.items].map((e) => e.id)).toEqual(all.items.map((e) => e.id));
  });

  it('shows a correction of a finalized report with its justification', async () => {
    const rdo = await buildRdo(gestor, linha3, diasAtras(dias++));
    await move(gestor, rdo.id, 'finalizar', { assinatura: ASSINATURA });
    const res = await coordenador.patch(`/api/diarios/${rdo.id}`, {
      conteudo: conteudo({ chuvaMm: 12.5 }),
      justificativa: 'Pluviômetro relido.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [correcao] = (await historico(admin, rdo.id)).items;
    expect(correcao).toMatchObject({
      acao: 'atualizar',
      acaoRotulo: 'Atualizado depois de finalizado',
      por: { nome: 'Roberto Lima' },
      detalhe: 'Pluviômetro relido.',
      mudancas: [{ campo: 'chuvaMm', rotulo: 'Pluviometria', antes: '0 mm', depois: '12,5 mm' }],
    });
  });

  it('answers whoever may not read the report exactly as for a missing one', async () => {
    const rdo = await buildRdo(gestor, linha3, diasAtras(dias++));
    const [res, missing, unknownKind] = [
      await sgi.get(`/api/registros/rdo/${rdo.id}/historico`),
      await sgi.get(`/api/registros/rdo/${NOWHERE}/historico`),
      await admin.get(`/api/registros/contrato/${rdo.id}/historico`),
    ];
    expect([res.statusCode, problemOf(res).detail]).toEqual([404, 'Registro não encontrado.']);
    // The same answer, byte for byte, but for the id in its path.
    expect(res.body.replace(rdo.id, NOWHERE)).toBe(missing.body);
    expect([unknownKind.statusCode, problemOf(unknownKind).detail]).toEqual([
      404,
      'Registro não encontrado.',
    ]);
  });

  it('is for the internal team: clients are refused whatever the record, even one they may read', async () => {
    const rdo = await buildRdo(gestor, linha3, diasAtras(dias++));
    await move(gestor, rdo.id, 'finalizar', { assinatura: ASSINATURA });
    expect((await cliente.get(`/api/diarios/${rdo.id}`)).statusCode).toBe(200);
    const answers = [
      await cliente.get(`/api/registros/rdo/${rdo.id}/historico`),
      await aprovador.get(`/api/registros/rdo/${rdo.id}/historico`),
      await aprovador.get(`/api/registros/rdo/${NOWHERE}/historico`),
    ];
    for (const res of answers) {
      expect([res.statusCode, problemOf(res).detail]).toEqual([
        403,
        'O histórico de alterações é só para a equipe interna.',
      ]);
    }
  });

  it('refuses a malformed kind or page with a pt-BR message', async () => {
    const kind = await admin.get(`/api/registros/RDO!/${NOWHERE}/historico`);
    expect(kind.statusCode).toBe(400);
    expect(problemOf(kind).errors).toEqual([{ campo: 'entidade', mensagem: 'Tipo de registro inválido' }]);
    const page = await admin.get(`/api/registros/rdo/${NOWHERE}/historico?pageSize=500`);
    expect([page.statusCode, problemOf(page).detail]).toEqual([400, 'Parâmetros de consulta inválidos.']);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/registros/rdo/${NOWHERE}/historico` });
    expect(res.statusCode).toBe(401);
  });
});
