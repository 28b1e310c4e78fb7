import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZFabricacoesPage, type TBuscaResposta, type TFabricacaoResumo } from '@portal/domain';
import {
  DADOS_INVALIDOS,
  FAB,
  NAO_ENCONTRADA,
  fabUrl,
  fabricacaoInput,
  fabricacaoStored,
  itensUrl,
  lerFabricacao,
  novaFabricacao,
  novoItem,
  refused,
} from '../../test/fabricacao-helpers';
import { dataRows, exportReady, exportedSheet } from '../../test/export-helpers';
import type { Client } from '../../test/http-client';
import { obraIdOf, signedInAs, userIdOf } from '../../test/obras-helpers';
import { NENHUM } from '../../test/posvendas-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

const SEM_PERMISSAO = 'Você não tem permissão para esta ação.';
const ITEM = { tag: 'P-01', descricao: 'Chapa de fundo', quantidade: 2, pesoUnitarioKg: 150 };

describe('who reaches the fabrications (SPEC §6 "Manufacturing", issue 20)', () => {
  let t: TestApp;
  let admin: Client, fabricacao: Client, adminFabrica: Client, seguranca: Client, gestor: Client;
  let clienteFabrica: Client, cliente: Client, aprovador: Client;
  let tanques: string, skid: string, subestacao: string;

  const lista = async (who: Client): Promise<TFabricacaoResumo[]> => {
    const res = await who.get(`${FAB}?pageSize=100`);
    expect(res.statusCode, res.body).toBe(200);
    return ZFabricacoesPage.parse(res.json()).items;
  };

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    [admin, fabricacao, adminFabrica, seguranca, gestor, clienteFabrica, cliente, aprovador] =
      await signedInAs(t, [
        'admin',
        'fabricacao',
        'admin.fabrica',
        'seguranca',
        'gestor',
        'cliente.fabrica',
        'cliente',
        'aprovador',
      ]);
    tanques = await obraIdOf(admin, 'FB-2026-002');
    skid = await obraIdOf(admin, 'FB-2026-005');
    subestacao = await obraIdOf(admin, 'OB-2025-021');
  });
  afterAll(() => t.close());

  it('lets every staff member read every fabrication, a site manager of other obras included', async () => {
    for (const who of [seguranca, gestor, fabricacao]) {
      expect((await lista(who)).map((f) => f.codigo)).toEqual(['FB-2026-002', 'FB-2026-005']);
      expect((await lerFabricacao(who, skid)).destino?.codigo).toBe('OB-2025-021');
    }
  });

  it('refuses a staff member without a factory role an item, changing nothing', async () => {
    const before = await fabricacaoStored(t);
    refused(await seguranca.post(itensUrl(skid), ITEM), 403, SEM_PERMISSAO);
    expect((await lerFabricacao(seguranca, skid)).acoes).toEqual({
      editar: false,
      itens: false,
      usuarios: false,
      exportar: true,
    });
    expect(await fabricacaoStored(t)).toEqual(before);
  });

  it('lets fabricacao create, change and delete items', async () => {
    const item = await novoItem(fabricacao, skid, ITEM);
    const changed = await fabricacao.patch(`${itensUrl(skid)}/${item.id}`, { quantidade: '3,5' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().pesoTotalKg).toBe(525);
    expect((await fabricacao.delete(`${itensUrl(skid)}/${item.id}`)).statusCode).toBe(204);
  });

  it('lets only admin_fabricacao configure work centres and operation kinds', async () => {
    const before = await fabricacaoStored(t);
    const centro = { nome: 'Jato de granalha', capacidadeHorasSemana: 40 };
    refused(await fabricacao.post('/api/fabrica/centros', centro), 403, SEM_PERMISSAO);
    refused(
      await fabricacao.post('/api/fabrica/operacoes-tipos', { codigo: 'jato', nome: 'Jato', ordem: 45 }),
      403,
      SEM_PERMISSAO,
    );
    expect(await fabricacaoStored(t)).toEqual(before);
    const criado = await adminFabrica.post('/api/fabrica/centros', centro);
    expect(criado.statusCode, criado.body).toBe(201);
    const tipo = await adminFabrica.post('/api/fabrica/operacoes-tipos', {
      codigo: 'jato',
      nome: 'Jato',
      ordem: 45,
    });
    expect(tipo.statusCode, tipo.body).toBe(201);
    const renomeado = await adminFabrica.patch(`/api/fabrica/centros/${criado.json().id}`, {
      capacidadeHorasSemana: '37,5',
    });
    expect(renomeado.json().capacidadeHorasSemana).toBe(37.5);
  });

  it('lets a client with projetista_fabrica read the fabrications of their list only', async () => {
    expect((await lista(clienteFabrica)).map((f) => f.codigo)).toEqual(['FB-2026-005']);
    expect((await lerFabricacao(clienteFabrica, skid)).acoes.editar).toBe(false);
    for (const url of [fabUrl(tanques), itensUrl(tanques), `${fabUrl(tanques)}/painel`])
      refused(await clienteFabrica.get(url), 404, NAO_ENCONTRADA);
    refused(await clienteFabrica.get(fabUrl(NENHUM)), 404, NAO_ENCONTRADA);
    refused(await clienteFabrica.post(itensUrl(skid), ITEM), 403, SEM_PERMISSAO);
    refused(
      await clienteFabrica.get('/api/fabrica/planejamento'),
      403,
      'Só a equipe da fábrica vê o planejamento de toda a fábrica.',
    );
  });

  it('hides the fabrications from a client without projetista_fabrica, even one added to its team', async () => {
    refused(await cliente.get(FAB), 403, SEM_PERMISSAO);
    const added = await admin.post(`/api/obras/${tanques}/usuarios`, {
      userIds: [await userIdOf(admin, 'cliente@demo.obras.dev')],
    });
    expect(added.statusCode, added.body).toBe(200);
    refused(await cliente.get(fabUrl(tanques)), 404, NAO_ENCONTRADA);
    refused(await aprovador.get(fabUrl(skid)), 404, NAO_ENCONTRADA);
  });

  it('answers 404 for an obra that is not a fabrication', async () => {
    refused(await admin.get(fabUrl(subestacao)), 404, NAO_ENCONTRADA);
  });

  it('shows a site the fabrications going to it, each only to who may read that fabrication', async () => {
    const destino = async (who: Client) => {
      const res = await who.get(`/api/obras/${subestacao}/fabricacoes`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().items.map((f: TFabricacaoResumo) => f.codigo) as string[];
    };
    expect(await destino(seguranca)).toEqual(['FB-2026-005']);
    // The site's client reads the site, but the skid is in no list of theirs.
    expect(await destino(aprovador)).toEqual([]);
    refused(await cliente.get(`/api/obras/${subestacao}/fabricacoes`), 404, 'Obra não encontrada.');
  });

  it('lets fabricacao create a fabrication, and nobody a plain obra through its route', async () => {
    const input = await fabricacaoInput(admin, { obraDestinoId: subestacao });
    const criada = await novaFabricacao(fabricacao, input);
    expect(criada).toMatchObject({ codigo: input.codigo, status: 'em_planejamento', progressoPeso: 0 });
    expect(criada.destino?.id).toBe(subestacao);
    const obra = await admin.get(`/api/obras/${criada.id}`);
    expect(obra.json().tipo).toBe('fabricacao');

    const before = await fabricacaoStored(t);
    refused(await seguranca.post(FAB, await fabricacaoInput(admin)), 403, SEM_PERMISSAO);
    const comoObra = refused(
      await fabricacao.post(FAB, { ...(await fabricacaoInput(admin)), tipo: 'obra' }),
      400,
      DADOS_INVALIDOS,
    );
    expect(comoObra.errors).toEqual([{ campo: 'tipo', mensagem: 'Por aqui só se cria uma fabricação' }]);
    const obraComum = await fabricacao.post('/api/obras', {
      ...(await fabricacaoInput(admin)),
      tipo: 'obra',
    });
    expect(obraComum.statusCode, obraComum.body).toBe(403);
    expect(await fabricacaoStored(t)).toEqual(before);
  });

  it('lets fabricacao change a fabrication and add people to its team, and take them out', async () => {
    const res = await fabricacao.patch(fabUrl(skid), { status: 'paralisada', obraDestinoId: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'paralisada', destino: null });
    const pessoa = await userIdOf(admin, 'seguranca@demo.obras.dev');
    const team = await fabricacao.post(`${fabUrl(skid)}/usuarios`, { userIds: [pessoa] });
    expect(team.json()).toEqual({ adicionados: 1 });
    const membros = async () =>
      ((await admin.get(`/api/obras/${skid}/usuarios`)).json() as { items: { id: string }[] }).items.map(
        (m) => m.id,
      );
    expect(await membros()).toContain(pessoa);
    refused(
      await seguranca.delete(`${fabUrl(skid)}/usuarios/${pessoa}`),
      403,
      'Você não tem permissão para esta ação.',
    );
    const saiu = await fabricacao.delete(`${fabUrl(skid)}/usuarios/${pessoa}`);
    expect(saiu.statusCode, saiu.body).toBe(204);
    expect(await membros()).not.toContain(pessoa);
    refused(
      await fabricacao.delete(`${fabUrl(skid)}/usuarios/${pessoa}`),
      404,
      'Este usuário não faz parte da equipe da fabricação.',
    );
    refused(
      await seguranca.patch(fabUrl(skid), { status: 'em_andamento' }),
      403,
      'Você não tem permissão para alterar esta fabricação.',
    );
  });

  it("exports a fabrication's items and operations to Excel for whoever reads it, and nothing of another", async () => {
    const exportar = async (who: Client, obra: string) => {
      const done = await exportReady(t, who, { lista: 'fabricacao_itens', filtros: { obra } });
      return dataRows(await exportedSheet(who, done)).filter(
        (r) => r[0] === 'FB-2026-005' || r[0] === 'FB-2026-002',
      );
    };
    const linhas = await exportar(clienteFabrica, skid);
    expect(linhas.map((r) => `${r[1]} ${r[6]}`)).toEqual([
      'SK-01 Corte',
      'SK-01 Solda',
      'SK-01 Pintura',
      'SK-01 Inspeção',
      'SK-02 Corte',
      'SK-02 Solda',
      'SK-02 Usinagem',
      'SK-03 Montagem',
      'SK-03 Inspeção',
      'SK-03 Expedição',
    ]);
    expect(linhas[2]![14]).toBe('Atrasada');
    expect(await exportar(clienteFabrica, tanques)).toEqual([]);
  });

  it('exports the fabrications list as the list shows it, each reader only theirs', async () => {
    const exportadas = async (who: Client) => {
      const done = await exportReady(t, who, { lista: 'fabricacoes', filtros: {} });
      return dataRows(await exportedSheet(who, done)).filter((r) => String(r[0]).startsWith('FB-'));
    };
    const lista = (await seguranca.get('/api/fabricacoes?pageSize=100')).json() as {
      items: { codigo: string; progressoPeso: number; operacoesAtrasadas: number }[];
    };
    expect((await exportadas(seguranca)).map((r) => [r[0], r[9], r[10]])).toEqual(
      lista.items.map((f) => [f.codigo, f.progressoPeso, f.operacoesAtrasadas]),
    );
    expect((await exportadas(clienteFabrica)).map((r) => r[0])).toEqual(['FB-2026-005']);
  });

  it('finds items by tag in the global search, only in the fabrications the user reads', async () => {
    const achados = async (who: Client, q: string) => {
      const res = await who.get(`/api/busca?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, res.body).toBe(200);
      const grupo = (res.json() as TBuscaResposta).grupos.find((g) => g.modulo === 'fabricacao');
      return grupo?.itens.map((i) => [i.titulo, i.link]) ?? [];
    };
    expect(await achados(clienteFabrica, 'SK-01')).toEqual([
      ['SK-01 · Base do skid em perfil W 250', `/fabricacao/${skid}/itens`],
    ]);
    expect(await achados(clienteFabrica, 'TQ-101')).toEqual([]);
    expect((await achados(seguranca, 'tanque fermentação')).map(([titulo]) => titulo)).toEqual([
      'TQ-101 · Tanque de fermentação 600 hL — costado, fundo e teto',
      'TQ-102 · Tanque de fermentação 600 hL — segundo lote',
    ]);
  });
});
