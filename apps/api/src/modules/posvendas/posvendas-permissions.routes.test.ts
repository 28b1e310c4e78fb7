import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZComentarioThread, type TChamado, type TChamadoResumo } from '@portal/domain';
import { dataRows, exportReady, exportedSheet, exportsWritten } from '../../test/export-helpers';
import type { Client, Response } from '../../test/http-client';
import { sessionAs } from '../../test/identity-helpers';
import { PNG, auditCount, obraIdOf, signedInAs, userIdOf } from '../../test/obras-helpers';
import {
  CHAMADOS,
  NENHUM,
  abrirChamado,
  chamadoInput,
  chamadoUrl,
  chamadosPage,
  comentar,
  custoAdded,
  lerChamado,
  moved,
  mover,
  postCusto,
  postFoto,
  posvendasStored,
  refused,
  threadUrl,
} from '../../test/posvendas-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

const NAO_ENCONTRADO = 'Chamado não encontrado.';
const REGISTRO_NAO_ENCONTRADO = 'Registro não encontrado.';
const ARQUIVO_NAO_ENCONTRADO = 'Arquivo não encontrado.';
const SEM_PERMISSAO = 'Você não tem permissão para esta ação.';
const SO_A_EQUIPE_ALTERA = 'Só a equipe de pós-vendas altera este chamado.';
const SO_A_EQUIPE_MOVE = 'Só a equipe de pós-vendas pode fazer isto.';
const SO_A_EQUIPE_OU_CLIENTE = 'Só a equipe de pós-vendas ou o cliente desta obra podem fazer isto.';
const CUSTOS_DA_EQUIPE = 'Só a equipe de pós-vendas vê os custos do chamado.';
const NAO_COMENTA = 'Você não pode fazer isso neste registro (Chamado de pós-vendas).';
const CUSTO = { tipo: 'material', valor: '99.90', descricao: 'Peça de reposição', data: '2026-03-02' };
const TODAS = { editar: true, custos: true, fotos: true, comentar: true };
const NENHUMA = { editar: false, custos: false, fotos: false, comentar: false };

describe('who reaches the after-sales tickets (SPEC §6 "After-sales", issue 17)', () => {
  let t: TestApp;
  let admin: Client;
  let posvendas: Client;
  let leituraPv: Client;
  let gerente: Client;
  let leitura: Client;
  let gestor: Client;
  let cliente: Client;
  let aprovador: Client;
  let linha3: string;
  /** The demo's tickets, by obra. */
  let demo: { linha3: TChamadoResumo[]; subestacao: TChamadoResumo[]; todos: TChamadoResumo[] };
  /** A ticket of OB-2025-014 with a cost, a photo from the client, an internal note and a public answer. */
  let chamado: TChamado;
  let foto: string;
  /** A ticket of OB-2025-014 waiting for the client. */
  let aguardando: TChamado;

  const everything = async () => ({ ...(await posvendasStored(t)), audit: await auditCount(t) });
  const ids = (items: { id: string }[]) => items.map((c) => c.id).sort();
  /** The same refusal for the real thing and for one that does not exist. */
  const sameAsMissing = async (send: (ref: string) => Promise<Response>, real: string, missing: string) => {
    const [a, b] = [await send(real), await send(missing)];
    expect(refused(a, 404, NAO_ENCONTRADO).code).toBe(refused(b, 404, NAO_ENCONTRADO).code);
  };
  const thread = async (who: Client, id: string) => {
    const res = await who.get(threadUrl(id));
    expect(res.statusCode, res.body).toBe(200);
    return ZComentarioThread.parse(res.json());
  };
  /** Every write on a ticket, each expected refused as `esperado` says; nothing may change. */
  const writesRefused = async (who: Client, esperado: (acao: string) => [number, string]) => {
    const before = await everything();
    const antes = await lerChamado(posvendas, chamado.id);
    const tentativas: [string, () => Promise<Response>][] = [
      ['editar', () => who.patch(chamadoUrl(chamado.id), { prioridade: 'urgente' })],
      ['custo', () => postCusto(who, chamado.id, CUSTO)],
      ['excluirCusto', () => who.delete(`${chamadoUrl(chamado.id)}/custos/${chamado.custos![0]!.id}`)],
      ['atender', () => mover(who, chamado.id, 'atender', { motivo: 'Assumo o chamado.' })],
      ['cancelar', () => mover(who, chamado.id, 'cancelar', { motivo: 'Não é um chamado.' })],
      ['retomar', () => mover(who, aguardando.id, 'retomar', { motivo: 'Retomando sem resposta.' })],
      ['foto', () => postFoto(t, who, chamado.id, 'foto.png', PNG)],
      ['comentar', () => who.post(threadUrl(chamado.id), { texto: 'Ciente.' })],
    ];
    for (const [acao, tentar] of tentativas) {
      const [status, detail] = esperado(acao);
      refused(await tentar(), status, detail);
    }
    expect(await everything()).toEqual(before);
    expect(await lerChamado(posvendas, chamado.id)).toEqual(antes);
  };

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    [admin, posvendas, leituraPv, leitura, gestor, cliente, aprovador] = await signedInAs(t, [
      'admin',
      'posvendas',
      'posvendas.leitura',
      'leitura',
      'gestor',
      'cliente',
      'aprovador',
    ]);
    // The demo has no admin_pos_vendas: a staff member gets the role through the users API.
    const verificador = await userIdOf(admin, 'verificador@demo.obras.dev');
    const granted = await admin.patch(`/api/usuarios/${verificador}`, { roles: ['admin_pos_vendas'] });
    expect(granted.statusCode, granted.body).toBe(200);
    gerente = await sessionAs(t.app, 'verificador@demo.obras.dev');
    linha3 = await obraIdOf(admin, 'OB-2025-014');
    const todos = (await chamadosPage(posvendas)).items;
    demo = {
      todos,
      linha3: todos.filter((c) => c.obra.codigo === 'OB-2025-014'),
      subestacao: todos.filter((c) => c.obra.codigo === 'OB-2025-021'),
    };

    chamado = await abrirChamado(posvendas, linha3, { titulo: 'Exaustor da cozinha industrial parado' });
    await custoAdded(posvendas, chamado.id, { valor: '350.00' });
    const enviada = await postFoto(t, cliente, chamado.id, 'exaustor.png', PNG);
    expect(enviada.statusCode, enviada.body).toBe(201);
    foto = enviada.json().id;
    await comentar(posvendas, chamado.id, 'Nota interna: cobrar o fornecedor do motor.', true);
    await comentar(posvendas, chamado.id, 'Vamos trocar o motor na quinta.');
    chamado = await lerChamado(posvendas, chamado.id);
    aguardando = await abrirChamado(posvendas, linha3);
    await moved(posvendas, aguardando.id, 'atender');
    aguardando = await moved(posvendas, aguardando.id, 'aguardarCliente');
  });
  afterAll(() => t.close());

  describe('the after-sales team', () => {
    it('lets admin_pos_vendas manage: edit, assign, add and remove costs, cancel, remove a client’s comment, read the dashboards', async () => {
      const responsaveis = await gerente.get('/api/posvendas/responsaveis');
      expect(responsaveis.statusCode, responsaveis.body).toBe(200);
      expect(
        responsaveis
          .json()
          .items.map((p: { email: string }) => p.email)
          .sort(),
      ).toEqual(['posvendas@demo.obras.dev', 'verificador@demo.obras.dev']);
      const c = await abrirChamado(gerente, linha3);
      expect(c.acoes).toEqual(TODAS);
      const edited = await gerente.patch(chamadoUrl(c.id), {
        prioridade: 'alta',
        responsavelId: await userIdOf(admin, 'posvendas@demo.obras.dev'),
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({
        prioridade: 'alta',
        responsavel: { email: 'posvendas@demo.obras.dev' },
      });
      const comCusto = await custoAdded(gerente, c.id, { valor: '120.00' });
      const removido = await gerente.delete(`${chamadoUrl(c.id)}/custos/${comCusto.custos![0]!.id}`);
      expect(removido.statusCode, removido.body).toBe(200);
      const doCliente = await comentar(cliente, c.id, 'Comentário com dado pessoal por engano.');
      refused(
        await posvendas.delete(`${threadUrl(c.id)}/${doCliente.id}`),
        403,
        'Só quem escreveu o comentário, ou quem administra o registro, pode removê-lo.',
      );
      expect((await gerente.delete(`${threadUrl(c.id)}/${doCliente.id}`)).statusCode).toBe(204);
      expect((await moved(gerente, c.id, 'cancelar', 'Aberto por engano.')).status).toBe('cancelado');
      for (const path of ['painel', 'satisfacao'])
        expect((await gerente.get(`/api/posvendas/${path}`)).statusCode).toBe(200);
    });

    it('lets pos_vendas read every ticket, open, edit, send photos, comment and move them', async () => {
      expect(demo.todos.length).toBeGreaterThanOrEqual(5);
      expect(chamado).toMatchObject({ acoes: TODAS, custoTotal: '350.00' });
      expect(chamado.movimentos.map((m) => m.movimento)).toEqual(['atender', 'cancelar']);
      const c = await abrirChamado(posvendas, await obraIdOf(admin, 'OB-2025-021'));
      const edited = await posvendas.patch(chamadoUrl(c.id), {
        produto: 'Disjuntor 138 kV',
        numeroSerie: 'DJ-77',
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect((await postFoto(t, posvendas, c.id, 'disjuntor.png', PNG)).statusCode).toBe(201);
      await comentar(posvendas, c.id, 'Peça encomendada.');
      expect((await moved(posvendas, c.id, 'atender')).status).toBe('em_atendimento');
      const lista = (await chamadosPage(posvendas)).items;
      expect(lista.length).toBe((await posvendasStored(t)).chamados);
      expect(ids(lista)).toEqual(expect.arrayContaining(ids([...demo.todos, chamado, aguardando, c])));
    });

    it('lets pos_vendas_leitura read the list, the team’s side and the dashboards, and refuses every write (403)', async () => {
      expect(await chamadosPage(leituraPv)).toEqual(await chamadosPage(posvendas));
      const lido = await lerChamado(leituraPv, chamado.id);
      expect(lido).toEqual({ ...(await lerChamado(posvendas, chamado.id)), acoes: NENHUMA, movimentos: [] });
      expect(lido.custos).toHaveLength(1);
      expect((await thread(leituraPv, chamado.id)).items.map((c) => c.interno)).toEqual([true, false]);
      for (const path of ['painel', 'satisfacao', 'responsaveis'])
        expect((await leituraPv.get(`/api/posvendas/${path}`)).statusCode, path).toBe(200);
      refused(
        await leituraPv.post(CHAMADOS, chamadoInput(linha3)),
        403,
        'Só a equipe de pós-vendas abre chamados.',
      );
      await writesRefused(leituraPv, (acao) => {
        if (acao === 'retomar') return [403, SO_A_EQUIPE_OU_CLIENTE];
        if (acao === 'atender' || acao === 'cancelar') return [403, SO_A_EQUIPE_MOVE];
        if (acao === 'foto') return [403, 'Você não pode enviar fotos a este chamado.'];
        if (acao === 'comentar') return [403, NAO_COMENTA];
        return [403, SO_A_EQUIPE_ALTERA];
      });
    });
  });

  describe('a client', () => {
    it('lists only their obra’s tickets; another obra’s, by id or by number, is a missing ticket (404)', async () => {
      const deles = demo.subestacao[0]!;
      // Exactly what the team lists for their obra.
      const daObra = async (obra: string) => ids((await chamadosPage(posvendas, `obra=${obra}`)).items);
      const seus = ids((await chamadosPage(cliente)).items);
      expect(seus).toEqual(await daObra(linha3));
      expect(seus).toEqual(expect.arrayContaining(ids([...demo.linha3, chamado, aguardando])));
      expect(ids((await chamadosPage(aprovador)).items)).toEqual(await daObra(deles.obra.id));
      // No filter reaches another obra's ticket.
      expect(await chamadosPage(cliente, `obra=${deles.obra.id}`)).toEqual({ items: [], total: 0 });
      // "#n" searches the number alone (a bare n also matches titles such as "… registro geral 24").
      expect(await chamadosPage(posvendas, `busca=%23${deles.numero}`)).toMatchObject({ total: 1 });
      expect(await chamadosPage(cliente, `busca=%23${deles.numero}`)).toEqual({ items: [], total: 0 });
      // Nor the products named on them (the filter's suggestions).
      const produtos = await cliente.get('/api/posvendas/produtos');
      expect(produtos.statusCode, produtos.body).toBe(200);
      expect(produtos.json().items).toEqual(
        [...new Set(demo.linha3.map((c) => c.produto).concat(chamado.produto))].sort(),
      );
      await sameAsMissing((r) => cliente.get(chamadoUrl(r)), deles.id, NENHUM);
      await sameAsMissing((r) => cliente.get(chamadoUrl(r)), String(deles.numero), '999999');
      for (const id of [chamado.id, aguardando.id]) {
        await sameAsMissing((r) => aprovador.get(chamadoUrl(r)), id, NENHUM);
        await sameAsMissing((r) => aprovador.patch(chamadoUrl(r), { prioridade: 'alta' }), id, NENHUM);
      }
      await sameAsMissing((r) => aprovador.get(chamadoUrl(r)), String(chamado.numero), '999999');
      const before = await everything();
      await sameAsMissing(
        (r) => mover(aprovador, r, 'retomar', { motivo: 'Respondo eu.' }),
        aguardando.id,
        NENHUM,
      );
      await sameAsMissing((r) => postFoto(t, aprovador, r, 'x.png', PNG), chamado.id, NENHUM);
      await sameAsMissing((r) => postCusto(aprovador, r, CUSTO), chamado.id, NENHUM);
      refused(await aprovador.get(threadUrl(chamado.id)), 404, REGISTRO_NAO_ENCONTRADO);
      refused(await aprovador.post(threadUrl(chamado.id), { texto: 'Olá?' }), 404, REGISTRO_NAO_ENCONTRADO);
      refused(await aprovador.get(`/api/arquivos/${foto}`), 404, ARQUIVO_NAO_ENCONTRADO);
      expect(await everything()).toEqual(before);
      expect((await cliente.get(`/api/arquivos/${foto}`)).statusCode).toBe(200);
    });

    it('sees neither internal notes nor costs, and cannot write an internal note', async () => {
      const staff = await thread(posvendas, chamado.id);
      const seu = await thread(cliente, chamado.id);
      const semAcoes = (items: typeof staff.items) => items.map(({ podeRemover: _, ...c }) => c);
      expect(semAcoes(seu.items)).toEqual(semAcoes(staff.items.filter((c) => !c.interno)));
      expect(seu.items.map((c) => c.texto)).toEqual(['Vamos trocar o motor na quinta.']);
      expect(seu.podeNotaInterna).toBe(false);
      expect(await lerChamado(cliente, chamado.id)).toMatchObject({ custos: null, custoTotal: null });
      const before = await everything();
      refused(
        await cliente.post(threadUrl(chamado.id), { texto: 'Só para a equipe.', interno: true }),
        403,
        'Só usuários internos podem escrever notas internas.',
      );
      expect(await everything()).toEqual(before);
    });

    it('answers and sends photos to their ticket, but cannot edit, add costs, take the team’s moves or see the dashboards (403)', async () => {
      const seu = await lerChamado(cliente, chamado.id);
      expect(seu).toMatchObject({
        acoes: { editar: false, custos: false, fotos: true, comentar: true },
        movimentos: [],
      });
      expect((await lerChamado(cliente, aguardando.id)).movimentos.map((m) => m.movimento)).toEqual([
        'retomar',
      ]);
      const before = await everything();
      for (const path of ['painel', 'satisfacao', 'responsaveis'])
        refused(await cliente.get(`/api/posvendas/${path}`), 403, SEM_PERMISSAO);
      refused(
        await cliente.patch(chamadoUrl(chamado.id), { prioridade: 'urgente' }),
        403,
        SO_A_EQUIPE_ALTERA,
      );
      refused(await postCusto(cliente, chamado.id, CUSTO), 403, CUSTOS_DA_EQUIPE);
      const custo = `${chamadoUrl(chamado.id)}/custos/${chamado.custos![0]!.id}`;
      refused(await cliente.delete(custo), 403, CUSTOS_DA_EQUIPE);
      refused(
        await mover(cliente, chamado.id, 'atender', { motivo: 'Eu mesmo atendo.' }),
        403,
        SO_A_EQUIPE_MOVE,
      );
      refused(
        await mover(cliente, chamado.id, 'cancelar', { motivo: 'Não preciso mais.' }),
        403,
        SO_A_EQUIPE_MOVE,
      );
      expect(await everything()).toEqual(before);
      expect(await lerChamado(cliente, chamado.id)).toEqual(seu);
      // What is theirs to do: a photo, a word in the thread, the answer that resumes the ticket.
      expect((await postFoto(t, cliente, chamado.id, 'exaustor-2.png', PNG)).statusCode).toBe(201);
      await comentar(cliente, chamado.id, 'O motor voltou a girar, obrigado.');
      expect((await moved(cliente, aguardando.id, 'retomar', 'Segue o número de série.')).status).toBe(
        'em_atendimento',
      );
    });

    it('exports none of the tickets: the export is the team’s view, with costs', async () => {
      const done = await exportReady(t, cliente, { lista: 'chamados', filtros: {} });
      expect(done).toMatchObject({ status: 'pronta', linhas: 0 });
      expect(dataRows(await exportedSheet(cliente, done))).toEqual([]);
    });
  });

  describe('everyone else', () => {
    it('refuses staff without an after-sales role the list (403) and shows them no ticket (404)', async () => {
      // gestor@ is the site manager of OB-2025-014, and still reads none of its tickets.
      refused(await gestor.get(CHAMADOS), 403, SEM_PERMISSAO);
      for (const path of ['painel', 'satisfacao', 'responsaveis', 'produtos'])
        refused(await gestor.get(`/api/posvendas/${path}`), 403, SEM_PERMISSAO);
      await sameAsMissing((r) => gestor.get(chamadoUrl(r)), chamado.id, NENHUM);
      await sameAsMissing((r) => gestor.get(chamadoUrl(r)), String(chamado.numero), '999999');
      refused(await gestor.get(threadUrl(chamado.id)), 404, REGISTRO_NAO_ENCONTRADO);
      refused(await gestor.get(`/api/arquivos/${foto}`), 404, ARQUIVO_NAO_ENCONTRADO);
      const before = { ...(await everything()), exports: await exportsWritten(t) };
      refused(
        await gestor.post(CHAMADOS, chamadoInput(linha3)),
        403,
        'Só a equipe de pós-vendas abre chamados.',
      );
      await sameAsMissing((r) => gestor.patch(chamadoUrl(r), { prioridade: 'alta' }), chamado.id, NENHUM);
      refused(
        await gestor.post('/api/exportacoes', { lista: 'chamados', filtros: {} }),
        403,
        'Você não tem permissão para exportar esta lista.',
      );
      expect({ ...(await everything()), exports: await exportsWritten(t) }).toEqual(before);
    });

    it('lets mkt_read read everything, the team’s side included, and change nothing (403)', async () => {
      expect(await chamadosPage(leitura)).toEqual(await chamadosPage(posvendas));
      expect(await lerChamado(leitura, chamado.id)).toEqual({
        ...(await lerChamado(posvendas, chamado.id)),
        acoes: NENHUMA,
        movimentos: [],
      });
      const painel = await leitura.get('/api/posvendas/painel');
      expect(painel.statusCode, painel.body).toBe(200);
      expect(painel.json()).toEqual((await posvendas.get('/api/posvendas/painel')).json());
      await writesRefused(leitura, (acao) => {
        if (acao === 'retomar') return [403, SO_A_EQUIPE_OU_CLIENTE];
        if (acao === 'atender' || acao === 'cancelar') return [403, SO_A_EQUIPE_MOVE];
        if (acao === 'foto') return [403, 'Você não pode enviar fotos a este chamado.'];
        if (acao === 'comentar') return [403, NAO_COMENTA];
        return [403, SO_A_EQUIPE_ALTERA];
      });
    });

    it('lets acesso_total do what the team does', async () => {
      expect(await chamadosPage(admin)).toEqual(await chamadosPage(posvendas));
      const c = await abrirChamado(admin, linha3);
      expect(c.acoes).toEqual(TODAS);
      expect((await custoAdded(admin, c.id, { valor: '10.00' })).custoTotal).toBe('10.00');
      expect((await postFoto(t, admin, c.id, 'a.png', PNG)).statusCode).toBe(201);
      expect((await moved(admin, c.id, 'atender')).status).toBe('em_atendimento');
      expect((await moved(admin, c.id, 'concluir')).status).toBe('concluido');
    });
  });
});
