import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  cargaTotalPorSemana,
  progressoFabricacao,
  todayInSaoPaulo,
  ZPainelFabrica,
  ZPainelFabricacao,
  ZPlanejamento,
  type TItem,
} from '@portal/domain';
import {
  DADOS_INVALIDOS,
  FAB,
  concluir,
  fabUrl,
  fabricacaoInput,
  fabricacaoStored,
  itensUrl,
  lerFabricacao,
  novaFabricacao,
  novaOperacao,
  novoItem,
  opUrl,
  refused,
  tiposPorCodigo,
} from '../../test/fabricacao-helpers';
import type { Client } from '../../test/http-client';
import { signedInAs } from '../../test/obras-helpers';
import { NENHUM } from '../../test/posvendas-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

const ALTERADO = 'Este registro foi alterado por outra pessoa. Recarregue a página e refaça a alteração.';
// The domain tests' example (progresso.test.ts): 5500 kg, 3166.667 kg done.
const ITENS = [
  { tag: 'A', quantidade: 2, peso: 500, ops: ['corte', 'solda', 'pintura'], feitas: ['corte', 'solda'] },
  { tag: 'B', quantidade: 1, peso: 3000, ops: ['corte', 'solda'], feitas: ['corte'] },
  { tag: 'C', quantidade: 4, peso: 250, ops: ['corte'], feitas: ['corte'] },
  { tag: 'D', quantidade: 10, peso: 50, ops: [], feitas: [] },
];
// carga.test.ts's example two years later (same weekdays): Mondays 2027-03-01, 08, 15, 22.
const CARGA = [
  { inicioPrevisto: '2027-03-03', fimPrevisto: '2027-03-09', horasPrevistas: 50 },
  { inicioPrevisto: '2027-03-06', fimPrevisto: '2027-03-07', horasPrevistas: 10 },
  { inicioPrevisto: '2027-03-08', fimPrevisto: '2027-03-22', horasPrevistas: 22 },
  { inicioPrevisto: '2027-03-12', fimPrevisto: '2027-03-16', horasPrevistas: 10 },
];

describe('manufacturing planning and progress (issue 20)', () => {
  let t: TestApp;
  let admin: Client, fabricacao: Client, adminFabrica: Client;
  let tipos: Record<string, string>;
  let obra: string;
  let centro: string;

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    [admin, fabricacao, adminFabrica] = await signedInAs(t, ['admin', 'fabricacao', 'admin.fabrica']);
    tipos = await tiposPorCodigo(fabricacao);
    obra = (await novaFabricacao(fabricacao, await fabricacaoInput(admin, { status: 'em_andamento' }))).id;
    const res = await adminFabrica.post('/api/fabrica/centros', {
      nome: 'Centro de teste',
      capacidadeHorasSemana: 40,
    });
    centro = res.json().id;
  });
  afterAll(() => t.close());

  it('computes the progress by weight, by item and per operation kind as the domain does', async () => {
    for (const spec of ITENS) {
      let item: TItem = await novoItem(fabricacao, obra, {
        tag: spec.tag,
        descricao: `Item ${spec.tag}`,
        quantidade: spec.quantidade,
        pesoUnitarioKg: String(spec.peso).replace('.', ','),
      });
      for (const op of spec.ops) item = await novaOperacao(fabricacao, obra, item.id, { tipoId: tipos[op]! });
      for (const op of spec.feitas) item = await concluir(fabricacao, obra, item, tipos[op]!);
    }
    const res = await fabricacao.get(`${fabUrl(obra)}/painel`);
    expect(res.statusCode, res.body).toBe(200);
    const painel = ZPainelFabricacao.parse(res.json());
    expect(painel).toMatchObject({
      pesoTotalKg: 5500,
      pesoConcluidoKg: 3166.667,
      progressoPeso: 57.58,
      itens: 4,
      itensConcluidos: 1,
      progressoItens: 25,
    });
    expect(
      painel.porTipo.map((p) => [p.tipo.codigo, p.pesoNecessarioKg, p.pesoConcluidoKg, p.progresso]),
    ).toEqual([
      ['corte', 5000, 5000, 100],
      ['solda', 4000, 1000, 25],
      ['pintura', 1000, 0, 0],
    ]);
    const dominio = progressoFabricacao(
      ITENS.map((i) => ({
        quantidade: i.quantidade,
        pesoUnitarioKg: i.peso,
        operacoes: i.ops.map((o) => ({ tipoId: o, concluida: i.feitas.includes(o) })),
      })),
    );
    expect([painel.progressoPeso, painel.progressoItens]).toEqual([
      dominio.progressoPeso,
      dominio.progressoItens,
    ]);
    const lista = (
      await fabricacao.get(`${FAB}?busca=${(await lerFabricacao(fabricacao, obra)).codigo}`)
    ).json();
    expect(lista.items[0]).toMatchObject({
      progressoPeso: 57.58,
      progressoItens: 25,
      pesoTotalKg: 5500,
      itens: 4,
    });
  });

  it('loads each work centre per ISO week over the working days, as the domain spreads it', async () => {
    const item = await novoItem(fabricacao, obra, {
      tag: 'CARGA',
      descricao: 'Carga',
      quantidade: 1,
      pesoUnitarioKg: 0,
    });
    const kinds = ['corte', 'montagem', 'solda', 'usinagem'];
    for (const [i, op] of CARGA.entries())
      await novaOperacao(fabricacao, obra, item.id, { tipoId: tipos[kinds[i]!]!, centroId: centro, ...op });
    const board = async (query: string) => {
      const res = await fabricacao.get(`/api/fabrica/planejamento?centroId=${centro}&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return ZPlanejamento.parse(res.json());
    };
    const quadro = await board('de=2027-03-03&semanas=4');
    expect(quadro.semanas.map((s) => [s.inicio, s.rotulo])).toEqual([
      ['2027-03-01', 'S09/2027'],
      ['2027-03-08', 'S10/2027'],
      ['2027-03-15', 'S11/2027'],
      ['2027-03-22', 'S12/2027'],
    ]);
    const [linha] = quadro.centros;
    expect(linha!.celulas.map((c) => [c.semana, c.cargaHoras, c.ocupacao])).toEqual([
      ['2027-03-01', 40, 100],
      ['2027-03-08', 33.33, 83.32],
      ['2027-03-15', 16.67, 41.68],
      ['2027-03-22', 2, 5],
    ]);
    expect(linha!.celulas.map((c) => [c.semana, c.cargaHoras])).toEqual([...cargaTotalPorSemana(CARGA)]);
    expect(linha!.celulas[2]!.operacoes.map((o) => o.horasNaSemana)).toEqual([10, 6.67]);
    // A one-week board reads only what overlaps it.
    expect((await board('de=2027-03-17&semanas=1')).centros[0]!.celulas[0]!.cargaHoras).toBe(16.67);
    const longo = await fabricacao.get('/api/fabrica/planejamento?semanas=27');
    expect(refused(longo, 400, 'Parâmetros de consulta inválidos.').errors).toEqual([
      { campo: 'semanas', mensagem: 'No máximo 26 semanas' },
    ]);
  });

  it('shows a late operation on the dashboards', async () => {
    const hoje = todayInSaoPaulo();
    const item = await novoItem(fabricacao, obra, {
      tag: 'ATRASO',
      descricao: 'Suporte',
      quantidade: 1,
      pesoUnitarioKg: 10,
    });
    await novaOperacao(fabricacao, obra, item.id, {
      tipoId: tipos.pintura!,
      centroId: centro,
      inicioPrevisto: addDays(hoje, -6),
      fimPrevisto: addDays(hoje, -2),
      horasPrevistas: 8,
    });
    const painel = ZPainelFabricacao.parse((await fabricacao.get(`${fabUrl(obra)}/painel`)).json());
    expect(painel.atrasadas.map((a) => [a.item.tag, a.tipo, a.diasAtraso])).toEqual([
      ['ATRASO', 'Pintura', 2],
    ]);
    const fabrica = ZPainelFabrica.parse((await fabricacao.get('/api/fabrica/painel')).json());
    expect(fabrica.atrasadas.map((a) => `${a.obra.codigo} ${a.item.tag} ${a.tipo}`)).toEqual(
      expect.arrayContaining([
        'FB-2026-005 SK-01 Pintura',
        `${painel.atrasadas[0]!.obra.codigo} ATRASO Pintura`,
      ]),
    );
    expect(fabrica.carga.semanas).toHaveLength(8);
    expect(fabrica.emAndamento.map((f) => f.id)).toContain(obra);
    const atrasadas = (await fabricacao.get(`${FAB}?atrasadas=true`))
      .json()
      .items.map((f: { id: string }) => f.id);
    expect(atrasadas).toContain(obra);
  });

  it('refuses bad items and operations in pt-BR, changing nothing', async () => {
    const item = await novoItem(fabricacao, obra, {
      tag: 'P-01',
      descricao: 'Chapa',
      quantidade: 1,
      pesoUnitarioKg: 5,
    });
    const before = await fabricacaoStored(t);
    const campo = async (body: object, url = itensUrl(obra)) =>
      refused(await fabricacao.post(url, body), 400, DADOS_INVALIDOS).errors;
    const base = { tag: 'P-02', descricao: 'Chapa', quantidade: 1, pesoUnitarioKg: 5 };
    expect(await campo({ ...base, quantidade: 0 })).toEqual([
      { campo: 'quantidade', mensagem: 'A quantidade deve ser maior que zero' },
    ]);
    expect(await campo({ ...base, quantidade: '-2' })).toEqual([
      { campo: 'quantidade', mensagem: 'A quantidade deve ser maior que zero' },
    ]);
    expect(await campo({ ...base, pesoUnitarioKg: '12kg' })).toEqual([
      { campo: 'pesoUnitarioKg', mensagem: 'Informe o peso em kg, em números' },
    ]);
    refused(
      await fabricacao.post(itensUrl(obra), { ...base, tag: 'p-01' }),
      409,
      'Já existe um item com a tag p-01 nesta fabricação.',
    );
    const ops = `${itensUrl(obra)}/${item.id}/operacoes`;
    expect(
      await campo({ tipoId: tipos.corte, inicioPrevisto: '2027-05-10', fimPrevisto: '2027-05-07' }, ops),
    ).toEqual([{ campo: 'fimPrevisto', mensagem: 'O término previsto deve ser depois do início' }]);
    expect(await campo({ tipoId: tipos.corte, centroId: NENHUM }, ops)).toEqual([
      { campo: 'centroId', mensagem: 'Escolha um centro de trabalho existente e ativo' },
    ]);
    expect(await fabricacaoStored(t)).toEqual(before);

    const comOp = await novaOperacao(fabricacao, obra, item.id, {
      tipoId: tipos.corte!,
      horasPrevistas: '7,5',
    });
    const op = comOp.operacoes[0]!;
    expect(op.horasPrevistas).toBe(7.5);
    const ok = await fabricacao.patch(opUrl(obra, op.id), { inicioReal: '2026-11-02', versao: op.versao });
    expect(ok.statusCode, ok.body).toBe(200);
    const depois = await fabricacaoStored(t);
    refused(await fabricacao.patch(opUrl(obra, op.id), { horasReais: 3, versao: op.versao }), 409, ALTERADO);
    const semInicio = await fabricacao.patch(opUrl(obra, op.id), {
      inicioReal: null,
      fimReal: '2026-11-03',
      versao: op.versao + 1,
    });
    expect(refused(semInicio, 400, DADOS_INVALIDOS).errors).toEqual([
      { campo: 'inicioReal', mensagem: 'Informe o início real antes do término' },
    ]);
    expect(await fabricacaoStored(t)).toEqual(depois);
    expect((await fabricacao.delete(opUrl(obra, op.id))).statusCode).toBe(204);
    expect(await fabricacaoStored(t)).toMatchObject({
      operacoes: depois.operacoes - 1,
      audit: depois.audit + 1,
    });
  });
});
