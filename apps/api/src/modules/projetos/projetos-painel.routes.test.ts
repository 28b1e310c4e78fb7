import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZProjetosConfig,
  ZProjetosPainel,
  addDays,
  todayInSaoPaulo,
  type TBuscaResposta,
  type TProjetosPainel,
} from '@portal/domain';
import { dataRows, exportReady, exportedSheet } from '../../test/export-helpers';
import type { Client, Response } from '../../test/http-client';
import { problemOf } from '../../test/identity-helpers';
import { auditCount, auditOf, obraIdOf, signedInAs } from '../../test/obras-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

// The demo's documents (projetos-demo.ts) are the known set: every expectation below is counted from them.
const hoje = todayInSaoPaulo();
const mesDe = (dias: number) => addDays(hoje, dias).slice(0, 7);
/** The substation's reviews: [issued, reviewed] in days from today, and the client's code. */
const REVISOES_SUBESTACAO: [number, number, 'A' | 'B' | 'C' | 'D'][] = [
  [-150, -140, 'C'],
  [-120, -112, 'B'],
  [-90, -85, 'A'],
  [-70, -60, 'B'],
  [-55, -47, 'C'],
  [-40, -33, 'D'],
  [-30, -24, 'B'],
  [-180, -172, 'D'],
  [-205, -196, 'A'],
];

function refused(res: Response, status: number, detail: string | RegExp) {
  expect(res.statusCode, res.body).toBe(status);
  const problem = problemOf(res);
  if (typeof detail === 'string') expect(problem.detail).toBe(detail);
  else expect(problem.detail).toMatch(detail);
}

describe('the engineering documents’ boards, settings, export and search (issue 15)', () => {
  let t: TestApp;
  let adminProjetos: Client, projetista: Client, gestor: Client, seguranca: Client;
  let aprovador: Client, cliente: Client, aprovadorFabrica: Client;
  let subestacao: string, linha3: string, skid: string;

  const painel = async (who: Client, query: string): Promise<TProjetosPainel> => {
    const res = await who.get(`/api/projetos/painel?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return ZProjetosPainel.parse(res.json());
  };

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    [adminProjetos, projetista, gestor, seguranca, aprovador, cliente, aprovadorFabrica] = await signedInAs(
      t,
      ['admin.projetos', 'projetista', 'gestor', 'seguranca', 'aprovador', 'cliente', 'aprovador.fabrica'],
    );
    const [admin] = await signedInAs(t, ['admin']);
    subestacao = await obraIdOf(admin!, 'OB-2025-021');
    linha3 = await obraIdOf(admin!, 'OB-2025-014');
    skid = await obraIdOf(admin!, 'FB-2026-005');
  });
  afterAll(() => t.close());

  describe('GET /api/projetos/painel', () => {
    it('counts a site’s documents by situation, category and discipline, its reviews per month and their time', async () => {
      const p = await painel(gestor, `obraId=${subestacao}`);
      expect(p.total).toBe(11);
      expect(p.porSituacao).toEqual([
        { situacao: 'EL', total: 1 },
        { situacao: 'PAP', total: 2 },
        { situacao: 'APC', total: 1 },
        { situacao: 'REV', total: 1 },
        { situacao: 'REP', total: 1 },
        { situacao: 'APR', total: 2 },
        { situacao: 'EMI', total: 2 },
        { situacao: 'CL', total: 1 },
      ]);
      expect(p.porCategoria).toEqual([
        { categoria: 'AsBuilt', total: 2 },
        { categoria: 'Executivo', total: 8 },
        { categoria: 'Referencia', total: 1 },
      ]);
      expect(p.porDisciplina).toEqual([
        { disciplina: 'civil', total: 2 },
        { disciplina: 'estrutural', total: 1 },
        { disciplina: 'arquitetura', total: 1 },
        { disciplina: 'eletrica', total: 3 },
        { disciplina: 'mecanica', total: 1 },
        { disciplina: 'hidraulica', total: 1 },
        { disciplina: 'automacao', total: 1 },
        { disciplina: 'geral', total: 1 },
      ]);
      // The last 12 months, oldest first, each with its reviews by code (São Paulo months).
      expect(p.codigosPorMes).toHaveLength(12);
      expect(p.codigosPorMes.at(-1)!.mes).toBe(hoje.slice(0, 7));
      const esperado = new Map(p.codigosPorMes.map((m) => [m.mes, { A: 0, B: 0, C: 0, D: 0 }]));
      for (const [, revisada, codigo] of REVISOES_SUBESTACAO) esperado.get(mesDe(revisada))![codigo] += 1;
      expect(p.codigosPorMes).toEqual([...esperado].map(([mes, codigos]) => ({ mes, ...codigos })));
      // Calendar days from issue to review: 10, 8, 5, 10, 8, 7, 6, 8, 9.
      expect(p.revisoesAvaliadas).toBe(9);
      expect(p.tempoMedioRevisaoDias).toBe(7.9);
    });

    it('lists the overdue documents, most overdue first, never the cancelled one past its date', async () => {
      const p = await painel(gestor, `obraId=${subestacao}`);
      expect(p.totalAtrasados).toBe(2);
      expect(p.atrasados.map((d) => [d.numero, d.situacao, d.detentor, d.diasAtraso, d.atrasado])).toEqual([
        ['SE138-ELE-DE-0004', 'REV', 'projetistas', 10, true],
        ['SE138-ARQ-DE-0005', 'REP', 'projetistas', 3, true],
      ]);
      // SE138-HID-DE-0010 is CL with a due date 165 days ago: counted by situation, never overdue.
      const cancelados = await gestor.get(`/api/projetos?obraId=${subestacao}&situacao=CL`);
      expect(
        cancelados.json().items.map((d: { numero: string; prazo: string }) => [d.numero, d.prazo]),
      ).toEqual([['SE138-HID-DE-0010', addDays(hoje, -165)]]);
    });

    it('shows the general board to the projects administrator, over every obra they read', async () => {
      const p = await painel(adminProjetos, '');
      expect(p.total).toBe(15);
      expect(p.totalAtrasados).toBe(2);
      expect(p.revisoesAvaliadas).toBe(11);
      const asBuilt = await painel(adminProjetos, 'categoria=AsBuilt');
      expect(asBuilt.total).toBe(3);
      expect(asBuilt.porCategoria).toEqual([{ categoria: 'AsBuilt', total: 3 }]);
    });

    it('refuses the general board without admin_projetos, and Referência without readInterno', async () => {
      refused(
        await gestor.get('/api/projetos/painel'),
        403,
        'Só o administrador de projetos vê o painel geral de documentos.',
      );
      expect((await painel(gestor, 'categoria=Referencia')).total).toBe(2);
      expect((await painel(projetista, 'categoria=Executivo')).total).toBe(10);
      refused(
        await projetista.get('/api/projetos/painel?categoria=Referencia'),
        403,
        'Você não pode ver o painel dos documentos Referência.',
      );
    });

    it('opens a site’s boards only with readInterno there; a client of another obra does not see the obra', async () => {
      refused(
        await projetista.get(`/api/projetos/painel?obraId=${subestacao}`),
        403,
        'Você não pode ver o painel de documentos desta obra.',
      );
      refused(
        await aprovador.get(`/api/projetos/painel?obraId=${subestacao}&categoria=Executivo`),
        403,
        'Você não pode ver o painel de documentos desta obra.',
      );
      refused(await cliente.get(`/api/projetos/painel?obraId=${subestacao}`), 404, 'Obra não encontrada.');
      expect((await painel(gestor, `obraId=${linha3}&categoria=Referencia`)).total).toBe(1);
    });

    it('gives a client the general category views over their own obra only, never Referência', async () => {
      const p = await painel(aprovador, 'categoria=AsBuilt');
      expect(p.total).toBe(2);
      expect((await painel(cliente, 'categoria=Executivo')).total).toBe(2);
      refused(await aprovador.get('/api/projetos/painel'), 403, /administrador de projetos/);
      refused(await cliente.get('/api/projetos/painel?categoria=Referencia'), 403, /Referência/);
    });

    it('shows the factory’s boards to who reads factory projects, each over their fabrications', async () => {
      const p = await painel(aprovadorFabrica, 'escopo=fabrica');
      expect(p.total).toBe(5);
      expect(p.porCategoria).toEqual([
        { categoria: 'Mecanica', total: 3 },
        { categoria: 'Eletrica', total: 2 },
      ]);
      expect(p.atrasados.map((d) => [d.numero, d.diasAtraso])).toEqual([['SK-ELE-DE-0004', 4]]);
      expect((await painel(adminProjetos, `escopo=fabrica&obraId=${skid}&categoria=Mecanica`)).total).toBe(3);
      refused(await aprovador.get('/api/projetos/painel?escopo=fabrica'), 403, /fábrica/);
    });

    it('refuses a category of the other scope with a clear problem', async () => {
      const res = await adminProjetos.get('/api/projetos/painel?escopo=fabrica&categoria=AsBuilt');
      refused(res, 400, 'A categoria As Built não é de projetos da fábrica.');
      expect(problemOf(res).errors).toEqual([
        { campo: 'categoria', mensagem: 'Categoria inválida para este escopo' },
      ]);
    });
  });

  describe('GET/PUT /api/obras/:obra/projetos/config', () => {
    const url = (obra: string) => `/api/obras/${obra}/projetos/config`;

    it('gives the defaults to whoever reads the obra’s documents, and the skid’s numbered revisions', async () => {
      for (const who of [aprovador, gestor, projetista]) {
        const res = await who.get(url(subestacao));
        expect(res.statusCode, res.body).toBe(200);
        expect(ZProjetosConfig.parse(res.json())).toEqual({
          esquemaRevisao: 'letras',
          prazoClienteDias: 10,
          prazoRetornoDias: 7,
        });
      }
      expect((await aprovadorFabrica.get(url(skid))).json().esquemaRevisao).toBe('numeros');
      refused(await cliente.get(url(subestacao)), 404, 'Obra não encontrada.');
      refused(await seguranca.get(url(subestacao)), 403, /documentos de engenharia desta obra/);
    });

    it('lets only the projects administrator change them, audited; refusals and bad input change nothing', async () => {
      const novo = { esquemaRevisao: 'numeros', prazoClienteDias: 15, prazoRetornoDias: 5 };
      const antes = await auditCount(t);
      for (const who of [projetista, gestor, aprovador])
        refused(await who.put(url(subestacao), novo), 403, /administrador de projetos/);
      refused(await cliente.put(url(subestacao), novo), 404, 'Obra não encontrada.');
      const ruim = await adminProjetos.put(url(subestacao), { ...novo, prazoClienteDias: 0 });
      expect(ruim.statusCode).toBe(400);
      expect(JSON.stringify(problemOf(ruim))).toContain('No mínimo 1 dia');
      expect(await auditCount(t)).toBe(antes);
      expect((await gestor.get(url(subestacao))).json().esquemaRevisao).toBe('letras');

      const res = await adminProjetos.put(url(subestacao), novo);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual(novo);
      expect((await aprovador.get(url(subestacao))).json()).toEqual(novo);
      const [auditoria] = await auditOf(t, 'projetos_config', subestacao);
      expect(auditoria).toMatchObject({
        action: 'update',
        before: { esquemaRevisao: 'letras' },
        after: novo,
      });
      // A fabrication's settings: manage on factory projects (admin_projetos_fabrica).
      expect((await adminProjetos.put(url(skid), { ...novo, esquemaRevisao: 'letras' })).statusCode).toBe(
        200,
      );
      refused(await projetista.put(url(skid), novo), 403, /administrador de projetos/);
    });
  });

  describe('the register in Excel (export source `projetos`)', () => {
    const exportar = async (who: Client, filtros: Record<string, unknown>) => {
      const done = await exportReady(t, who, { lista: 'projetos', filtros });
      expect(done.status, JSON.stringify(done)).toBe('pronta');
      return dataRows(await exportedSheet(who, done));
    };

    it('exports the register with its filters, as the register shows it', async () => {
      const linhas = await exportar(adminProjetos, { obraId: subestacao });
      expect(linhas.map((l) => l[1])).toEqual([
        'SE138-ARQ-DE-0005',
        'SE138-AUT-DE-0006',
        'SE138-CIV-AB-0007',
        'SE138-CIV-DE-0001',
        'SE138-ELE-AB-0008',
        'SE138-ELE-DE-0003',
        'SE138-ELE-DE-0004',
        'SE138-EST-DE-0002',
        'SE138-GER-RF-0009',
        'SE138-HID-DE-0010',
        'SE138-MEC-DE-0011',
      ]);
      const malha = linhas.find((l) => l[1] === 'SE138-ELE-DE-0004')!;
      expect([...malha.slice(0, 9), ...malha.slice(10)]).toEqual([
        'OB-2025-021 — Subestação 138 kV e casa de comando',
        'SE138-ELE-DE-0004',
        'Malha de aterramento da subestação',
        'Elétrica',
        'Executivo',
        '0',
        'Para aprovação',
        'REV — Revisar e reapresentar',
        'C — Revisar e reapresentar',
        'Projetistas',
        'Sim (10 dias)',
      ]);
      expect(malha[9]).toBeInstanceOf(Date);
      const atrasados = await exportar(adminProjetos, { atrasados: 'true', escopo: 'cre' });
      expect(atrasados.map((l) => l[1])).toEqual(['SE138-ARQ-DE-0005', 'SE138-ELE-DE-0004']);
    });

    it('gives each reader only their documents: a client neither another obra’s nor Referência', async () => {
      const doAprovador = await exportar(aprovador, {});
      expect(doAprovador).toHaveLength(10);
      expect(doAprovador.map((l) => l[1])).not.toContain('SE138-GER-RF-0009');
      expect((await exportar(cliente, {})).map((l) => l[1])).toEqual([
        'L3-CIV-DE-0001',
        'L3-ELE-AB-0003',
        'L3-TUB-DE-0002',
      ]);
      expect((await exportar(aprovadorFabrica, { escopo: 'fabrica' })).map((l) => l[1])).toHaveLength(5);
    });

    it('refuses whoever reads no documents', async () => {
      refused(
        await seguranca.post('/api/exportacoes', { lista: 'projetos', filtros: {} }),
        403,
        'Você não tem permissão para exportar esta lista.',
      );
    });
  });

  describe('the top bar’s search', () => {
    const achados = async (who: Client, q: string) => {
      const res = await who.get(`/api/busca?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, res.body).toBe(200);
      const grupo = (res.json() as TBuscaResposta).grupos.find((g) => g.modulo === 'projetos');
      return grupo?.itens.map((i) => [i.titulo, i.link]) ?? [];
    };

    it('finds documents by number and title, linked to their page', async () => {
      const malha = await achados(aprovador, 'malha aterramento');
      expect(malha).toHaveLength(1);
      expect(malha[0]![0]).toBe('SE138-ELE-DE-0004 rev. 0 · Malha de aterramento da subestação');
      expect(malha[0]![1]).toMatch(new RegExp(`^/obras/${subestacao}/cre/[0-9a-f-]{36}$`));
      expect((await achados(gestor, 'SE138-ELE-DE-0004')).map(([titulo]) => titulo)).toEqual([
        'SE138-ELE-DE-0004 rev. 0 · Malha de aterramento da subestação',
      ]);
      const isometricos = await achados(aprovadorFabrica, 'isométricos');
      expect(isometricos.map(([, link]) => link?.startsWith(`/fabricacao/${skid}/projetos/`))).toEqual([
        true,
      ]);
    });

    it('finds only what the user reads: no other obra’s, no Referência for a client', async () => {
      expect(await achados(cliente, 'malha aterramento')).toEqual([]);
      expect(await achados(aprovador, 'curto-circuito')).toEqual([]);
      expect((await achados(gestor, 'curto-circuito')).map(([titulo]) => titulo)).toEqual([
        'SE138-GER-RF-0009 rev. 0 · Estudo de curto-circuito de referência (concessionária)',
      ]);
      expect(await achados(seguranca, 'malha aterramento')).toEqual([]);
    });
  });
});
