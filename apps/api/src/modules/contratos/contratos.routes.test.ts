import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZContratosPage,
  ZNotificacao,
  formatCnpj,
  type TContratoDadosInput,
  type TContratoResumo,
} from '@portal/domain';
import {
  CNPJ_MONTADORA,
  addItemAs,
  contratoInput,
  contratoStored,
  createContratoAs,
  itemInput,
  readContrato,
} from '../../test/contratos-helpers';
import type { Client, Response } from '../../test/http-client';
import { problemOf } from '../../test/identity-helpers';
import {
  auditCount,
  auditOf,
  buildObra,
  clienteIdOf,
  obraIdOf,
  signedInAs,
  uniqueCnpj,
  userIdOf,
} from '../../test/obras-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SWEEP_JOB } from '../notificacoes/notificacoes.jobs';
import { contratos, contratosItens } from './contratos.schema';

const INVALIDOS = 'Os dados enviados são inválidos.';
const NAO_ENCONTRADO = 'Contrato não encontrado.';
const MUDOU =
  'Outra pessoa mexeu neste contrato ao mesmo tempo, e a sua mudança não foi feita. Atualize a página e veja como ele está.';
const ATIVO = 'Escolha alguém ativo da equipe da empresa';

type Pessoas = { responsavel: string; gestor: string; validador: string };

describe('creating and reading contracts', () => {
  let t: TestApp;
  let admin: Client;
  let editor: Client;
  let fernanda: Client;
  let gestor: Client;
  let cliente: Client;
  let obra: Record<'linha3' | 'subestacao' | 'pier', string>;
  let id: Record<'fernanda' | 'rafael' | 'gustavo' | 'carlos' | 'renata' | 'eduardo', string>;
  let pessoas: Pessoas;

  /** What a refusal must leave as it was: the contracts, their items, and the audit trail. */
  const everything = async () => {
    const [c] = await t.database.db.select({ n: count() }).from(contratos);
    const [i] = await t.database.db.select({ n: count() }).from(contratosItens);
    return { contratos: Number(c?.n), itens: Number(i?.n), audit: await auditCount(t) };
  };
  const refused = (res: Response, status: number) => {
    expect(res.statusCode, res.body).toBe(status);
    return problemOf(res);
  };
  const page = async (who: Client, query = '') => {
    const res = await who.get(`/api/contratos?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return ZContratosPage.parse(res.json());
  };
  const codigos = (items: TContratoResumo[]) => items.map((c) => `${c.obra.codigo} ${c.codigo}`);

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    [admin, editor, fernanda, gestor, cliente] = await signedInAs(t, [
      'admin',
      'editor.contratos',
      'contratos',
      'gestor',
      'cliente',
    ]);
    obra = {
      linha3: await obraIdOf(admin, 'OB-2025-014'),
      subestacao: await obraIdOf(admin, 'OB-2025-021'),
      pier: await obraIdOf(admin, 'OB-2025-030'),
    };
    const user = (name: string) => userIdOf(admin, `${name}@demo.obras.dev`);
    id = {
      fernanda: await user('contratos'),
      rafael: await user('gestao.contratos'),
      gustavo: await user('verificador'),
      carlos: await user('gestor'),
      renata: await user('cliente'),
      eduardo: await user('juridico'),
    };
    pessoas = { responsavel: id.fernanda, gestor: id.rafael, validador: id.gustavo };
    // A person who left the company: disabled through the users' API.
    expect((await admin.post(`/api/usuarios/${id.eduardo}/desativar`)).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  describe('creating', () => {
    it('lets the contract editor create a contract in Revisão, numbered per obra, worth nothing until it has items', async () => {
      const before = await everything();
      const input = contratoInput(pessoas, { observacoes: 'Medição mensal.' });
      const created = await createContratoAs(editor, obra.subestacao, input);
      expect(created).toMatchObject({
        obra: { id: obra.subestacao, codigo: 'OB-2025-021' },
        numero: 1,
        codigo: 'CT-001',
        objeto: input.objeto,
        parte: { tipo: 'subcontratada', nome: input.parteNome, cnpj: CNPJ_MONTADORA },
        status: 'Revisão',
        emCancelamento: false,
        cancelado: false,
        comQuem: { id: id.fernanda, name: 'Fernanda Rocha' },
        pessoas: {
          responsavel: { id: id.fernanda, name: 'Fernanda Rocha' },
          gestor: { id: id.rafael, name: 'Rafael Antunes' },
          validador: { id: id.gustavo, name: 'Gustavo Henrique' },
        },
        valor: '0.00',
        totalItens: 0,
        itens: [],
        aditivos: [],
        documentos: [],
        inicio: '2026-02-02',
        fim: '2026-09-30',
        observacoes: 'Medição mensal.',
        aprovadoEm: null,
        canceladoEm: null,
        criadoPor: 'Camila Torres',
        acoes: { editar: true, editarItens: true, aditivo: false },
        linhaDoTempo: [],
      });
      expect(created.movimentos.map((m) => m.movimento)).toEqual(['emitir_juridico']);
      expect(await readContrato(fernanda, created.id)).toEqual(created);
      expect((await auditOf(t, 'contrato', created.id)).map((a) => a.action)).toEqual(['criar']);
      expect(await everything()).toEqual({
        ...before,
        contratos: before.contratos + 1,
        audit: before.audit + 1,
      });

      // Numbered per obra: the next one of this obra is CT-002, and the main obra (two in the demo) goes on at CT-003.
      expect((await createContratoAs(editor, obra.subestacao, input)).codigo).toBe('CT-002');
      expect((await createContratoAs(editor, obra.linha3, input)).codigo).toBe('CT-003');
    });

    it('adds up the items in exact cents: 2.5 × 10.33 is 25.83', async () => {
      const { id: contrato } = await createContratoAs(editor, obra.subestacao, contratoInput(pessoas));
      const one = await addItemAs(editor, contrato, itemInput({ quantidade: 2.5, precoUnitario: '10.33' }));
      expect(one.itens.map((i) => [i.quantidade, i.precoUnitario, i.total, i.aditivo])).toEqual([
        [2.5, '10.33', '25.83', null],
      ]);
      expect(one).toMatchObject({ valor: '25.83', totalItens: 1, status: 'Revisão' });
      const two = await addItemAs(editor, contrato, itemInput({ quantidade: 0.333, precoUnitario: '0.10' }));
      expect(two.itens.map((i) => i.total)).toEqual(['25.83', '0.03']);
      expect(two).toMatchObject({ valor: '25.86', totalItens: 2 });
      expect(await contratoStored(t, contrato)).toMatchObject({ valor: '25.86', totalItens: 2 });
      const [listed] = (await page(fernanda, `q=${encodeURIComponent(two.codigo)}&obra=${obra.subestacao}`))
        .items;
      expect(listed).toMatchObject({ id: contrato, valor: '25.86', totalItens: 2 });
    });

    it('tells each person named that they were named, and not the editor who created it', async () => {
      const created = await createContratoAs(
        editor,
        obra.linha3,
        contratoInput({ responsavel: id.fernanda, gestor: id.rafael, validador: id.gustavo }),
      );
      await t.app.jobs.send(SWEEP_JOB, {});
      await t.app.jobs.idle();
      const [rafael, gustavo] = await signedInAs(t, ['gestao.contratos', 'verificador']);
      const sobre = async (who: Client) => {
        const res = await who.get('/api/me/notificacoes?pageSize=100');
        expect(res.statusCode, res.body).toBe(200);
        return (res.json().items as unknown[])
          .map((n) => ZNotificacao.parse(n))
          .filter((n) => n.entidadeId === created.id)
          .map((n) => [n.tipo, n.titulo, n.link]);
      };
      const aviso = [
        'atribuido',
        `${created.codigo} · ${created.objeto} · OB-2025-014`,
        `/${obra.linha3}/contrato/${created.id}`,
      ];
      for (const named of [fernanda, rafael, gustavo]) expect(await sobre(named)).toEqual([aviso]);
      for (const other of [editor, gestor]) expect(await sobre(other)).toEqual([]);
    });

    it.each<[string, (p: Pessoas & Record<string, string>) => Partial<TContratoDadosInput>, string, string]>([
      [
        'a CNPJ with a wrong check digit',
        () => ({ parteCnpj: CNPJ_MONTADORA.slice(0, 13) + ((Number(CNPJ_MONTADORA[13]) + 1) % 10) }),
        'parteCnpj',
        'CNPJ inválido: confira os dígitos',
      ],
      [
        'an end before the start',
        () => ({ inicio: '2026-05-10', fim: '2026-05-09' }),
        'fim',
        'O término vem depois do início',
      ],
      [
        'the responsible as the validator',
        (p) => ({ validadorId: p.responsavel }),
        'validadorId',
        'O verificador não pode ser o próprio responsável',
      ],
      ['a client as the manager', (p) => ({ gestorId: p.renata! }), 'gestorId', ATIVO],
      ['a disabled person as the validator', (p) => ({ validadorId: p.eduardo! }), 'validadorId', ATIVO],
      [
        'a site manager (no contracts role) as the validator',
        (p) => ({ validadorId: p.carlos! }),
        'validadorId',
        'Carlos Mendes não tem um papel de contratos que o deixe agir como verificador',
      ],
      [
        'a person who does not exist',
        () => ({ responsavelId: '00000000-0000-4000-8000-000000000000' }),
        'responsavelId',
        ATIVO,
      ],
    ])('refuses %s with a message on the field, storing nothing', async (_what, over, campo, mensagem) => {
      const before = await everything();
      const body = contratoInput(pessoas, over({ ...pessoas, ...id }));
      const problem = refused(await editor.post(`/api/obras/${obra.subestacao}/contratos`, body), 400);
      expect(problem).toMatchObject({ code: 'VALIDATION_FAILED', detail: INVALIDOS });
      expect(problem.errors).toEqual([{ campo, mensagem }]);
      expect(await everything()).toEqual(before);
    });

    it('refuses a contract from whoever may not create one (403), storing nothing', async () => {
      const before = await everything();
      for (const who of [fernanda, gestor]) {
        const res = await who.post(`/api/obras/${obra.linha3}/contratos`, contratoInput(pessoas));
        expect(refused(res, 403).detail).toBe('Você não pode criar contratos nesta obra.');
      }
      expect(await everything()).toEqual(before);
    });
  });

  it('offers in each place only the staff whose roles let them act there', async () => {
    const names = async (papel: string) => {
      const res = await editor.get(`/api/contratos/pessoas?papel=${papel}&q=demo.obras.dev`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().items as { name: string }[]).map((p) => p.name);
    };
    const validadores = await names('validador');
    expect(validadores).toEqual(
      expect.arrayContaining(['Fernanda Rocha', 'Gustavo Henrique', 'Rafael Antunes']),
    );
    expect(validadores).not.toContain('Carlos Mendes');
    expect(validadores).not.toContain('Camila Torres');
    const gestores = await names('gestor');
    expect(gestores).toContain('Rafael Antunes');
    // A site manager manages a contract when they also hold `contratos`: legal review and cancellation need it.
    expect(gestores).not.toContain('Carlos Mendes');
    expect(await names('responsavel')).toContain('Camila Torres');
    expect((await editor.get('/api/contratos/pessoas?papel=chefe')).statusCode).toBe(400);
  });

  describe('reading', () => {
    it('refuses the contracts to a client: 403 on the list, 404 on a contract', async () => {
      expect(refused(await cliente.get('/api/contratos'), 403).detail).toBe(
        'Você não tem acesso aos contratos.',
      );
      const [demo] = (await page(admin, `obra=${obra.linha3}`)).items;
      expect(refused(await cliente.get(`/api/contratos/${demo!.id}`), 404).detail).toBe(NAO_ENCONTRADO);
    });

    it('shows the site manager the contracts of his obras, and another obra’s contract exactly like a missing one', async () => {
      const mine = await page(gestor, 'pageSize=100');
      expect(new Set(mine.items.map((c) => c.obra.codigo))).toEqual(new Set(['OB-2025-014', 'OB-2025-021']));
      expect(codigos(mine.items)).toEqual(
        expect.arrayContaining(['OB-2025-014 CT-001', 'OB-2025-014 CT-002']),
      );
      expect(await page(gestor, `obra=${obra.pier}`)).toEqual({ items: [], total: 0 });
      const [doPier] = (await page(admin, `obra=${obra.pier}`)).items;
      expect(doPier).toMatchObject({ codigo: 'CT-001', status: 'Emitido para o verificador' });
      const hidden = await gestor.get(`/api/contratos/${doPier!.id}`);
      const missing = await gestor.get('/api/contratos/00000000-0000-4000-8000-000000000000');
      expect(hidden.statusCode).toBe(404);
      expect(missing.statusCode).toBe(404);
      const { instance: _a, ...hiddenProblem } = problemOf(hidden) as Record<string, unknown>;
      const { instance: _b, ...missingProblem } = problemOf(missing) as Record<string, unknown>;
      expect(hiddenProblem).toEqual(missingProblem);
      expect(hiddenProblem.detail).toBe(NAO_ENCONTRADO);
      expect(await readContrato(admin, doPier!.id)).toMatchObject({ id: doPier!.id });
    });
  });

  describe('the list', () => {
    let nova: string;
    let feitos: TContratoResumo[];

    beforeAll(async () => {
      const clienteId = await clienteIdOf(admin, 'Serra Azul');
      nova = (await buildObra(admin, { clienteId, siteManagerId: id.carlos })).id;
      feitos = [];
      const partes = ['Elétrica Horizonte Ltda.', 'Hidráulica Pampa S.A.', 'Elétrica Cerrado Ltda.'];
      for (const parteNome of partes)
        feitos.push(
          await createContratoAs(
            editor,
            nova,
            contratoInput(pessoas, { parteNome, parteCnpj: uniqueCnpj() }),
          ),
        );
      await addItemAs(editor, feitos[1]!.id, itemInput({ quantidade: 10, precoUnitario: '100.00' }));
      const moved = await editor.post(`/api/contratos/${feitos[1]!.id}/movimentos/emitir_juridico`, {});
      expect(moved.statusCode, moved.body).toBe(200);
    });

    it('filters by obra, status, CT number, party and CNPJ digits', async () => {
      const daObra = `obra=${nova}`;
      expect(codigos((await page(fernanda, `${daObra}&sort=numero`)).items)).toEqual(
        feitos.map((c) => `${c.obra.codigo} ${c.codigo}`),
      );
      const status = (s: string) => page(fernanda, `${daObra}&status=${encodeURIComponent(s)}`);
      expect(
        (await status('Emitido para o Jurídico')).items.map((c) => [c.codigo, c.status, c.valor]),
      ).toEqual([['CT-002', 'Emitido para o Jurídico', '1000.00']]);
      expect((await status('Revisão,Emitido para o Jurídico')).total).toBe(3);
      expect((await status('Aprovado')).total).toBe(0);
      for (const q of ['CT-003', 'ct 3', '3'])
        expect(
          (await page(fernanda, `${daObra}&q=${encodeURIComponent(q)}`)).items.map((c) => c.codigo),
          q,
        ).toEqual(['CT-003']);
      const eletrica = await page(fernanda, `${daObra}&q=el%C3%A9trica&sort=numero`);
      expect(eletrica.items.map((c) => c.parte.nome)).toEqual([
        'Elétrica Horizonte Ltda.',
        'Elétrica Cerrado Ltda.',
      ]);
      const cnpj = feitos[1]!.parte.cnpj;
      for (const q of [cnpj.slice(0, 8), formatCnpj(cnpj)])
        expect(
          (await page(fernanda, `q=${encodeURIComponent(q)}`)).items.map((c) => c.id),
          q,
        ).toEqual([feitos[1]!.id]);
      const malformed = await fernanda.get(`/api/contratos?status=Assinado`);
      expect(refused(malformed, 400).errors).toEqual([{ campo: 'status.0', mensagem: 'Status inválido' }]);
    });

    it('pages the list in a stable order, with the total of every page', async () => {
      const sorted = `obra=${nova}&sort=-numero&pageSize=2`;
      const first = await page(fernanda, `${sorted}&page=1`);
      const second = await page(fernanda, `${sorted}&page=2`);
      expect([first.total, second.total]).toEqual([3, 3]);
      expect([...first.items, ...second.items].map((c) => c.codigo)).toEqual(['CT-003', 'CT-002', 'CT-001']);
      expect(await page(fernanda, `${sorted}&page=3`)).toEqual({ items: [], total: 3 });
    });
  });

  describe('editing the header', () => {
    it('saves the edit of the version read, and refuses one from a stale version (409), changing nothing', async () => {
      const created = await createContratoAs(editor, obra.subestacao, contratoInput(pessoas));
      const body = {
        ...contratoInput(pessoas),
        objeto: 'Pintura das estruturas do galpão 3',
        fim: '2026-11-30',
      };
      const res = await editor.put(`/api/contratos/${created.id}`, { ...body, versao: created.versao });
      expect(res.statusCode, res.body).toBe(200);
      const edited = res.json();
      expect(edited).toMatchObject({ objeto: body.objeto, fim: '2026-11-30', versao: created.versao + 1 });
      const [, editar] = await auditOf(t, 'contrato', created.id);
      expect(editar).toMatchObject({
        action: 'editar',
        before: expect.objectContaining({ objeto: created.objeto, fim: '2026-09-30' }),
        after: expect.objectContaining({ objeto: body.objeto, fim: '2026-11-30' }),
      });

      const stored = await contratoStored(t, created.id);
      const before = await everything();
      const stale = await editor.put(`/api/contratos/${created.id}`, {
        ...body,
        objeto: 'Outra redação lida antes',
        versao: created.versao,
      });
      expect(refused(stale, 409).detail).toBe(MUDOU);
      expect(await contratoStored(t, created.id)).toEqual(stored);
      expect(await everything()).toEqual(before);
    });

    it('keeps the signed terms of an approved contract (409), and lets its people and notes change', async () => {
      const created = await createContratoAs(editor, obra.linha3, contratoInput(pessoas));
      await t.database.db.update(contratos).set({ status: 'Aprovado' }).where(eq(contratos.id, created.id));
      const aprovado = await readContrato(admin, created.id);
      const before = await everything();
      for (const over of [
        { fim: '2026-12-31' },
        { parteNome: 'Outra Empresa Ltda.' },
        { objeto: 'Outro objeto' },
      ]) {
        const res = await admin.put(`/api/contratos/${created.id}`, { ...contratoInput(pessoas), ...over });
        expect(refused(res, 409).detail).toBe(
          'O objeto, a parte e as datas de um contrato aprovado não mudam aqui: registre um aditivo para mudar o prazo.',
        );
      }
      expect(await everything()).toEqual(before);
      const res = await admin.put(`/api/contratos/${created.id}`, {
        ...contratoInput({ ...pessoas, validador: id.rafael, gestor: id.fernanda, responsavel: id.gustavo }),
        observacoes: 'Verificação passa ao Rafael durante as férias do Gustavo.',
        versao: aprovado.versao,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'Aprovado', pessoas: { validador: { id: id.rafael } } });
    });

    it('tells whoever an edit names that they were named, and nobody already there', async () => {
      const created = await createContratoAs(editor, obra.subestacao, contratoInput(pessoas));
      await t.app.jobs.send(SWEEP_JOB, {});
      await t.app.jobs.idle();
      const res = await editor.put(`/api/contratos/${created.id}`, {
        ...contratoInput({ ...pessoas, gestor: id.fernanda }),
        versao: created.versao,
      });
      expect(res.statusCode, res.body).toBe(200);
      await t.app.jobs.send(SWEEP_JOB, {});
      await t.app.jobs.idle();
      const [gustavo] = await signedInAs(t, ['verificador']);
      const atribuidos = async (who: Client) =>
        ((await who.get('/api/me/notificacoes?pageSize=100')).json().items as unknown[])
          .map((n) => ZNotificacao.parse(n))
          .filter((n) => n.entidadeId === created.id && n.tipo === 'atribuido');
      // Fernanda was named responsible at creation and now also manager: told twice, once per naming.
      expect(await atribuidos(fernanda)).toHaveLength(2);
      expect(await atribuidos(gustavo!)).toHaveLength(1);
    });
  });
});
