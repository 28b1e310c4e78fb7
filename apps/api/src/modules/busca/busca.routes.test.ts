import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZBuscaResposta,
  ZRdo,
  addDays,
  formatDate,
  todayInSaoPaulo,
  type TBuscaItem,
  type TBuscaResposta,
} from '@portal/domain';
import type { Client } from '../../test/http-client';
import { problemOf } from '../../test/identity-helpers';
import { buildObra, clienteIdOf, obraIdOf, signedInAs } from '../../test/obras-helpers';
import { buildRdo } from '../../test/rdo-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

const hoje = todayInSaoPaulo();

/** The API page of a record found, by its module: what the user would open from the result. */
const API_OF: Record<string, (item: TBuscaItem) => string> = {
  obras: ({ id }) => `/api/obras/${id}`,
  rdo: ({ id }) => `/api/diarios/${id}`,
  usuarios: ({ id }) => `/api/usuarios/${id}`,
  clientes: ({ id }) => `/api/clientes/${id}`,
  // The order's team is in its link (/:obra/ordensServico/:tipo/:id), as its API needs it.
  ordens_servico: ({ id, link }) => `/api/ordensServico/${link.split('/')[3]}/${id}`,
  seguros: ({ id }) => `/api/seguros/apolices/${id}`,
  materiais: ({ id }) => `/api/materiais/${id}`,
  contratos: ({ id }) => `/api/contratos/${id}`,
  juridico: ({ id }) => `/api/juridico/processos/${id}`,
  posvendas: ({ id }) => `/api/posvendas/chamados/${id}`,
  produtos: ({ id }) => `/api/produtos/${id}`,
  // A fabrication item: its fabrication's items (/fabricacao/:obra/itens).
  fabricacao: ({ link }) => `/api/fabricacoes/${link.split('/')[2]}/itens`,
  biblioteca: ({ id }) => `/api/biblioteca/arquivos/${id}`,
  projetos: ({ id }) => `/api/projetos/${id}`,
};

async function busca(who: Client, q: string, limite = 20): Promise<TBuscaResposta> {
  const res = await who.get(`/api/busca?q=${encodeURIComponent(q)}&limite=${limite}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZBuscaResposta.parse(res.json());
}

const itens = (resposta: TBuscaResposta, modulo?: string): TBuscaItem[] =>
  resposta.grupos.filter((g) => !modulo || g.modulo === modulo).flatMap((g) => g.itens);
const titulos = (resposta: TBuscaResposta, modulo: string) => itens(resposta, modulo).map((i) => i.titulo);
const modulos = (resposta: TBuscaResposta) => resposta.grupos.map((g) => g.modulo);

/** Words that, between them, hit every module and every demo obra. */
const QUERIES = [
  'linha',
  'subestação',
  'serra azul',
  'mineracao',
  'chuva',
  'fundacoes',
  'cabos',
  'andaimes',
  'viga',
  'renata',
  'carlos',
  'OB-2025',
  'FB-2026',
  '47.382.915',
  'RDO 2',
  'skid',
];

describe('GET /api/busca', () => {
  let t: TestApp;
  let admin: Client;
  let gestor: Client;
  let cliente: Client;
  let aprovador: Client;
  let leitura: Client;
  let planejamento: Client;
  let substituto: Client;
  let coordenador: Client;
  let sgi: Client;
  let juridico: Client;
  let fornecedor: Client;
  let escritorio: Client;
  let linha3: string; // OB-2025-014, Cervejaria Serra Azul: cliente's obra; gestor is its site manager
  let galpao: string; // a new obra of Hospital Santa Clara: nobody's, no site manager
  let rascunho: string; // an RDO of OB-2025-014 still being written: not published to the client
  let vigaRdo: string; // the RDO of the new obra

  beforeAll(async () => {
    // Every search below comes from one address: more than a person types in a minute.
    t = await createTestApp({ demo: true, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
    [
      admin,
      gestor,
      cliente,
      aprovador,
      leitura,
      planejamento,
      substituto,
      coordenador,
      sgi,
      juridico,
      fornecedor,
      escritorio,
    ] = await signedInAs(t, [
      'admin',
      'gestor',
      'cliente',
      'aprovador',
      'leitura',
      'planejamento',
      'substituto',
      'coordenador',
      'sgi',
      'juridico',
      'fornecedor',
      'escritorio',
    ]);
    linha3 = await obraIdOf(admin, 'OB-2025-014');
    const obra = await buildObra(admin, {
      clienteId: await clienteIdOf(admin, 'Santa Clara'),
      codigo: 'OB-2026-777',
      nome: 'Galpão de ensaios — viga de transição e fundações',
      cidade: 'São Paulo',
      uf: 'SP',
    });
    galpao = obra.id;
    vigaRdo = (
      await buildRdo(admin, galpao, addDays(hoje, -3), {
        comentarios: 'Armação da viga baldrame concluída; concretagem amanhã.',
        ocorrencias: [{ tipo: 'atraso_material', descricao: 'Caminhão de cimento não chegou.' }],
      })
    ).id;
    rascunho = (
      await buildRdo(gestor, linha3, addDays(hoje, -200), {
        comentarios: 'Montagem dos andaimes tubulares na fachada norte.',
      })
    ).id;
  });
  afterAll(() => t.close());

  /**
   * Searches every query as this user and checks each record found against the module's own endpoint: the user
   * may open every one of them (200). Answers every record found, by module.
   */
  async function everythingFoundIsReadable(who: Client): Promise<Map<string, TBuscaItem[]>> {
    const found = new Map<string, TBuscaItem[]>();
    for (const q of QUERIES) {
      for (const item of itens(await busca(who, q))) {
        const res = await who.get(API_OF[item.modulo]!(item));
        expect(res.statusCode, `${q}: ${item.modulo} ${item.titulo}`).toBe(200);
        found.set(item.modulo, [...(found.get(item.modulo) ?? []), item]);
      }
    }
    return found;
  }
  const distinct = (found: Map<string, TBuscaItem[]>, modulo: string, field: 'titulo' | 'subtitulo') =>
    [...new Set((found.get(modulo) ?? []).map((item) => item[field]))].sort();

  describe('shows each role only what it may read', () => {
    it('an administrator finds every module’s records', async () => {
      const found = await everythingFoundIsReadable(admin);
      expect([...found.keys()].sort()).toEqual([
        'clientes',
        'contratos',
        'fabricacao',
        'juridico',
        'materiais',
        'obras',
        'ordens_servico',
        'posvendas',
        'produtos',
        'projetos',
        'rdo',
        'seguros',
        'usuarios',
      ]);
      const res = await busca(admin, 'andaimes');
      expect(itens(res, 'rdo').map((i) => i.id)).toEqual([rascunho]);
    });

    it('a site manager finds every obra but only the reports of the obras they manage', async () => {
      const found = await everythingFoundIsReadable(gestor);
      expect(distinct(found, 'obras', 'titulo')).toContain(
        'OB-2026-777 · Galpão de ensaios — viga de transição e fundações',
      );
      expect(distinct(found, 'rdo', 'subtitulo')).toEqual([
        'OB-2025-014 · Ampliação da fábrica de envase — Linha 3',
        'OB-2025-021 · Subestação 138 kV e casa de comando',
      ]);
      // The new obra's report is of no obra of theirs; their own draft is theirs.
      const viga = await busca(gestor, 'viga baldrame');
      expect(itens(viga, 'rdo')).toEqual([]);
      expect(itens(await busca(gestor, 'andaimes'), 'rdo').map((i) => i.id)).toEqual([rascunho]);
      const rdos = itens(await busca(gestor, 'RDO 2'), 'rdo');
      expect(rdos.map((i) => i.subtitulo?.slice(0, 11)).sort()).toEqual(['OB-2025-014', 'OB-2025-021']);
    });

    it('the client of one obra finds that obra and its published reports, nothing of other obras', async () => {
      const found = await everythingFoundIsReadable(cliente);
      expect([...found.keys()].sort()).toEqual(['obras', 'posvendas', 'projetos', 'rdo']);
      // The engineering documents of their obra (issue 15), none of another obra's nor an internal one.
      for (const item of found.get('projetos')!) expect(item.subtitulo).toMatch(/^OB-2025-014 · /);
      expect(distinct(found, 'projetos', 'titulo').some((titulo) => titulo?.includes('-RF-'))).toBe(false);
      expect(distinct(found, 'obras', 'titulo')).toEqual([
        'OB-2025-014 · Ampliação da fábrica de envase — Linha 3',
      ]);
      // The after-sales tickets of their obra (issue 17), none of another obra's.
      for (const item of found.get('posvendas')!) expect(item.subtitulo).toMatch(/ · OB-2025-014 · /);
      expect(distinct(found, 'rdo', 'subtitulo')).toEqual([
        'OB-2025-014 · Ampliação da fábrica de envase — Linha 3',
      ]);
      for (const q of QUERIES) {
        for (const item of itens(await busca(cliente, q), 'rdo')) {
          expect(item.subtitulo).toMatch(/^OB-2025-014 · /);
          const rdo = ZRdo.parse((await cliente.get(`/api/diarios/${item.id}`)).json());
          expect(rdo.status).not.toBe('em_preenchimento');
        }
      }
      // Another client's obra, by its name and by its code: nothing at all.
      expect((await busca(cliente, 'Subestação 138 kV')).grupos).toEqual([]);
      expect((await busca(cliente, 'OB-2025-021')).grupos).toEqual([]);
      // Their obra's report still being written is not theirs to see yet.
      expect(itens(await busca(cliente, 'andaimes tubulares'))).toEqual([]);
    });

    it('the approving client of another company finds only their obra and its published reports', async () => {
      const found = await everythingFoundIsReadable(aprovador);
      expect(distinct(found, 'obras', 'titulo')).toEqual([
        'OB-2025-021 · Subestação 138 kV e casa de comando',
      ]);
      expect(distinct(found, 'rdo', 'subtitulo')).toEqual([
        'OB-2025-021 · Subestação 138 kV e casa de comando',
      ]);
      const cabos = itens(await busca(aprovador, 'cabos'), 'rdo');
      // Three reports of OB-2025-021 mention the cables; the one still being written is not published.
      expect(cabos.map((i) => i.titulo.slice(0, 8)).sort()).toEqual(['RDO nº 1', 'RDO nº 2']);
      expect((await busca(aprovador, 'Ampliação da fábrica')).grupos).toEqual([]);
      expect((await busca(aprovador, 'Cervejaria Serra Azul')).grupos).toEqual([]);
    });

    it('a reader of everything finds every module’s records, drafts included', async () => {
      const found = await everythingFoundIsReadable(leitura);
      expect([...found.keys()].sort()).toEqual([
        'clientes',
        'contratos',
        'fabricacao',
        'juridico',
        'materiais',
        'obras',
        'ordens_servico',
        'posvendas',
        'produtos',
        'projetos',
        'rdo',
        'seguros',
        'usuarios',
      ]);
      expect(itens(await busca(leitura, 'andaimes'), 'rdo').map((i) => i.id)).toEqual([rascunho]);
    });

    it('planning reads every report, of every obra', async () => {
      const found = await everythingFoundIsReadable(planejamento);
      expect(found.has('rdo')).toBe(true);
      expect(itens(await busca(planejamento, 'viga baldrame'), 'rdo').map((i) => i.id)).toEqual([vigaRdo]);
    });

    it('a coordinator (admin_rdo, admin_obra) finds every report and obra', async () => {
      const found = await everythingFoundIsReadable(coordenador);
      expect(found.has('rdo')).toBe(true);
      expect(itens(await busca(coordenador, 'viga baldrame'), 'rdo').map((i) => i.id)).toEqual([vigaRdo]);
    });

    it('a substitute site manager, outside their period, finds no report of the obras they stand in for', async () => {
      await everythingFoundIsReadable(substituto);
      expect(itens(await busca(substituto, 'linha'), 'rdo')).toEqual([]);
      expect(itens(await busca(substituto, 'cabos'), 'rdo')).toEqual([]);
    });

    it('staff without any RDO role (SGI, legal) find obras, clients and users but no report; legal finds its cases', async () => {
      expect([...(await everythingFoundIsReadable(sgi)).keys()].sort()).toEqual([
        'clientes',
        'fabricacao',
        'obras',
        'usuarios',
      ]);
      expect([...(await everythingFoundIsReadable(juridico)).keys()].sort()).toEqual([
        'clientes',
        'fabricacao',
        'juridico',
        'obras',
        'usuarios',
      ]);
    });

    it('a supplier, with no obra, finds nothing; a partner law firm finds only its own firm’s cases', async () => {
      for (const q of QUERIES) expect((await busca(fornecedor, q)).grupos, q).toEqual([]);
      const found = await everythingFoundIsReadable(escritorio);
      expect([...found.keys()]).toEqual(['juridico']);
      expect(distinct(found, 'juridico', 'titulo')).toEqual([
        'Processo 0012093-62.2023.5.15.0093',
        'Processo 1002345-41.2025.5.02.0461',
      ]);
      // The other firm's case, by its number: nothing.
      expect((await busca(escritorio, '1018822-95.2025.8.26.0114')).grupos).toEqual([]);
      expect(titulos(await busca(juridico, '1018822-95.2025.8.26.0114'), 'juridico')).toEqual([
        'Processo 1018822-95.2025.8.26.0114',
      ]);
    });

    it('a user who may not read users gets no Usuários group, not even for their own name', async () => {
      expect(modulos(await busca(admin, 'Renata Albuquerque'))).toContain('usuarios');
      expect(modulos(await busca(cliente, 'Renata Albuquerque'))).not.toContain('usuarios');
      expect(modulos(await busca(cliente, 'cliente@demo'))).not.toContain('usuarios');
    });
  });

  describe('reads Portuguese as people type it', () => {
    it('ignores accents and plurals, both ways', async () => {
      const galpaoTitle = 'OB-2026-777 · Galpão de ensaios — viga de transição e fundações';
      for (const q of [
        'fundacoes',
        'fundação',
        'FUNDACAO',
        'vigas',
        'viga',
        'transicao',
        'galpoes',
        'sao paulo',
      ]) {
        expect(titulos(await busca(admin, q), 'obras'), q).toContain(galpaoTitle);
      }
      // The planned activity "Fundações da linha 3" of OB-2025-014's reports, typed without accents.
      const rdos = itens(await busca(admin, 'fundacao linha'), 'rdo');
      expect(rdos.length).toBeGreaterThan(0);
      expect(rdos.every((i) => i.subtitulo?.startsWith('OB-2025-014'))).toBe(true);
    });

    it('matches a word being typed, an occurrence and a returned report’s reason', async () => {
      expect(titulos(await busca(admin, 'cirurgic'), 'obras')).toEqual([
        'OB-2024-007 · Retrofit do bloco cirúrgico e UTI',
      ]);
      expect(itens(await busca(admin, 'cimento'), 'rdo').map((i) => i.id)).toEqual([vigaRdo]);
      // The demo's returned report: "Faltou registrar a visita do fiscal da manhã."
      expect(itens(await busca(admin, 'faltou registrar'), 'rdo')).toHaveLength(1);
    });

    it('requires every word, in any of the record’s places (obra, client, city)', async () => {
      expect(titulos(await busca(admin, 'galpao santa clara'), 'obras')).toEqual([
        'OB-2026-777 · Galpão de ensaios — viga de transição e fundações',
      ]);
      expect(titulos(await busca(admin, 'galpao serra azul'), 'obras')).toEqual([]);
    });

    it('finds codes with or without punctuation, report numbers and dates', async () => {
      for (const q of ['OB-2025-014', 'ob2025014', '2025-014', 'ob 2025 014']) {
        expect(titulos(await busca(admin, q), 'obras'), q).toEqual([
          'OB-2025-014 · Ampliação da fábrica de envase — Linha 3',
        ]);
      }
      const numero3 = itens(await busca(admin, 'RDO 3'), 'rdo');
      expect(numero3.map((i) => i.titulo.slice(0, 9)).sort()).toEqual(['RDO nº 3 ', 'RDO nº 3 ']);
      expect(numero3.map((i) => i.subtitulo?.slice(0, 11)).sort()).toEqual(['OB-2025-014', 'OB-2025-021']);
      const rdo3Linha3 = itens(await busca(admin, 'rdo 3 ampliação'), 'rdo');
      expect(rdo3Linha3).toHaveLength(1);
      expect(rdo3Linha3[0]!.subtitulo).toMatch(/^OB-2025-014/);
      const dia = formatDate(addDays(hoje, -3));
      expect(itens(await busca(admin, dia), 'rdo').map((i) => i.titulo)).toContain(`RDO nº 1 · ${dia}`);
    });

    it('finds a client by CNPJ with or without its punctuation', async () => {
      for (const q of ['47.382.915/0001-72', '47382915000172', '47382915']) {
        expect(titulos(await busca(admin, q), 'clientes'), q).toEqual(['Cervejaria Serra Azul S.A.']);
      }
    });

    it('answers the groups in a fixed order, each with its label, at most `limite` records', async () => {
      const res = await busca(admin, 'serra azul', 2);
      expect(res.grupos.map((g) => [g.modulo, g.label])).toEqual([
        ['obras', 'Obras'],
        ['rdo', 'Diários (RDO)'],
        ['ordens_servico', 'Ordens de serviço'],
        ['clientes', 'Clientes'],
        ['materiais', 'Listas de materiais'],
        ['contratos', 'Contratos'],
        ['seguros', 'Apólices de seguro'],
        ['juridico', 'Processos jurídicos'],
        ['posvendas', 'Chamados de pós-vendas'],
      ]);
      expect(res.grupos.every((g) => g.itens.length <= 2)).toBe(true);
      expect(itens(res, 'rdo')).toHaveLength(2);
      const defaults = (await admin.get('/api/busca?q=linha')).json() as TBuscaResposta;
      expect(itens(defaults, 'rdo')).toHaveLength(5);
      const [obra] = itens(await busca(admin, 'FB-2026-002'), 'obras');
      expect(obra).toMatchObject({ modulo: 'obras', subtitulo: 'Sorocaba/SP · Cervejaria Serra Azul S.A.' });
      expect(obra!.link).toBe(`/fabricacao/${obra!.id}`);
    });

    it('finds a product by its code or name, for whoever reads products only (issue 20)', async () => {
      for (const q of ['SK-100', 'sk100', 'skid bombeamento'])
        expect(titulos(await busca(admin, q), 'produtos'), q).toEqual([
          'SK-100 · Skid de bombeamento de mosto 30 m³/h',
        ]);
      const [produto] = itens(await busca(admin, 'SK-100'), 'produtos');
      expect(produto!.link).toBe(`/produto/${produto!.id}`);
      expect(modulos(await busca(gestor, 'SK-100'))).not.toContain('produtos');
      expect(modulos(await busca(cliente, 'skid'))).not.toContain('produtos');
    });

    it('finds nothing for words that say nothing on their own', async () => {
      expect((await busca(admin, 'de da do')).grupos).toEqual([]);
    });
  });

  describe('refuses', () => {
    it('a search too short or too long, with a message in Portuguese', async () => {
      for (const [q, mensagem] of [
        [' a ', 'Digite ao menos 2 caracteres para buscar'],
        ['x'.repeat(101), 'A busca aceita no máximo 100 caracteres'],
      ] as const) {
        const res = await admin.get(`/api/busca?q=${encodeURIComponent(q)}`);
        expect(res.statusCode).toBe(400);
        expect(problemOf(res).errors).toEqual([{ campo: 'q', mensagem }]);
      }
      const missing = await admin.get('/api/busca');
      expect(missing.statusCode).toBe(400);
      expect(problemOf(missing).errors?.[0]?.campo).toBe('q');
    });

    it('a limit outside 1 to 20', async () => {
      for (const limite of ['0', '21', 'muitos']) {
        const res = await admin.get(`/api/busca?q=linha&limite=${limite}`);
        expect(res.statusCode, limite).toBe(400);
        expect(problemOf(res).errors?.[0]?.campo).toBe('limite');
      }
    });

    it('anyone not signed in', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/busca?q=linha' });
      expect(res.statusCode).toBe(401);
    });
  });
});
