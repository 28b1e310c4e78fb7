import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATERIAIS_LIFECYCLE, ZComparacaoRevisoes, type TBuscaResposta, type TLista } from '@portal/domain';
import type { Client } from '../../test/http-client';
import { problemOf } from '../../test/identity-helpers';
import {
  createListaAs,
  linhaMaterial,
  listaInput,
  moveLista,
  readLinhas,
  readLista,
  saveLinhasAs,
} from '../../test/materiais-helpers';
import { obraIdOf, signedInAs, userIdOf } from '../../test/obras-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

const CHAIN = [
  ['liberar_verificacao', 'campo', 'LIBERADO PARA VERIFICAÇÃO'],
  ['liberar_site_manager', 'automacao', 'LIBERADO PARA SITE MANAGER'],
  ['liberar_coordenador', 'gestor', 'LIBERADO PARA COORDENADOR'],
  ['liberar_planejamento', 'coordenador', 'LIBERADO PARA PLANEJAMENTO'],
] as const;

describe('the release chain of a materials list', () => {
  let t: TestApp;
  let people: Record<
    | 'admin'
    | 'campo'
    | 'automacao'
    | 'gestor'
    | 'coordenador'
    | 'planejamento'
    | 'leitura'
    | 'cliente'
    | 'substituto',
    Client
  >;
  let linha3: string;
  let ids: { quantificador: string; verificador: string; siteManager: string; coordenador: string };

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    const names = [
      'admin',
      'campo',
      'automacao',
      'gestor',
      'coordenador',
      'planejamento',
      'leitura',
      'cliente',
      'substituto',
    ] as const;
    const clients = await signedInAs(t, names);
    people = Object.fromEntries(names.map((n, i) => [n, clients[i]!])) as typeof people;
    linha3 = await obraIdOf(people.admin, 'OB-2025-014');
    const id = (email: string) => userIdOf(people.admin, `${email}@demo.obras.dev`);
    ids = {
      quantificador: await id('campo'),
      verificador: await id('automacao'),
      siteManager: await id('gestor'),
      coordenador: await id('coordenador'),
    };
  });
  afterAll(() => t.close());

  it('walks from EM ELABORAÇÃO to LIBERADO PARA PLANEJAMENTO with each named person, one revision per release', async () => {
    const lista = await createListaAs(people.campo, linha3, listaInput(ids));
    expect(lista).toMatchObject({
      status: 'EM ELABORAÇÃO',
      revisao: 0,
      codigo: expect.stringMatching(/^LM-\d{3}$/),
    });
    expect(lista.comQuem?.email).toBe('campo@demo.obras.dev');
    await saveLinhasAs(people.campo, lista.id, [
      linhaMaterial('Tubo aço carbono 2"', { quantidade: 120.5 }),
      linhaMaterial('Curva 90° 2"', { unidade: 'pç', quantidade: 24, codigoSap: '100871' }),
    ]);
    let current: TLista = lista;
    for (const [move, who, status] of CHAIN) {
      const res = await moveLista(people[who], lista.id, move);
      expect(res.statusCode, res.body).toBe(200);
      current = await readLista(people[who], lista.id);
      expect(current.status).toBe(status);
    }
    expect(current.revisao).toBe(4);
    expect(current.revisoes.map((r) => [r.numero, r.status, r.totalLinhas])).toEqual(
      CHAIN.map(([, , status], i) => [i + 1, status, 2]),
    );
    expect(current.linhaDoTempo.map((m) => m.movimento)).toEqual(CHAIN.map(([move]) => move));
    expect(current.comQuem).toBeNull();
    const planning = await readLista(people.planejamento, lista.id);
    expect(planning.acoes).toMatchObject({ exportarSap: true, registrarSap: true, editarLinhas: true });
    expect(planning.movimentos.map((m) => m.movimento)).toEqual(['devolver']);
  });

  it('sends the list back to REVISAR when planning changes a line after the release, and compares the revisions', async () => {
    const lista = await createListaAs(
      people.campo,
      linha3,
      listaInput(ids, { titulo: 'Flanges — área 300' }),
    );
    const saved = await saveLinhasAs(people.campo, lista.id, [
      linhaMaterial('Flange 2" classe 150', { unidade: 'pç', quantidade: 8 }),
      linhaMaterial('Junta 2" classe 150', { unidade: 'pç', quantidade: 8 }),
    ]);
    for (const [move, who] of CHAIN)
      expect((await moveLista(people[who], lista.id, move)).statusCode).toBe(200);
    const [flange, junta] = saved.linhas;
    await saveLinhasAs(people.planejamento, lista.id, [
      { ...flange!, quantidade: 10 },
      linhaMaterial('Parafuso estojo 5/8"', { unidade: 'pç', quantidade: 64 }),
    ]);
    const after = await readLista(people.campo, lista.id);
    expect(after.status).toBe('REVISAR');
    expect(after.linhaDoTempo.at(-1)).toMatchObject({
      movimento: 'devolver',
      motivo: 'As linhas foram alteradas depois da liberação.',
    });
    expect(after.movimentos.map((m) => m.movimento)).toEqual(['elaborar']);
    const res = await people.campo.get(`/api/materiais/${lista.id}/revisoes/comparar?de=4`);
    expect(res.statusCode, res.body).toBe(200);
    const diff = ZComparacaoRevisoes.parse(res.json());
    expect(diff.adicionadas.map((l) => l.descricao)).toEqual(['Parafuso estojo 5/8"']);
    expect(diff.removidas.map((l) => l.id)).toEqual([junta!.id]);
    expect(diff.alteradas).toEqual([
      expect.objectContaining({ campos: ['quantidade'], antes: expect.objectContaining({ quantidade: 8 }) }),
    ]);
    expect(diff.iguais).toBe(0);
  });

  it('refuses a release by anyone not named for the stage, naming who may, and changes nothing', async () => {
    const lista = await createListaAs(
      people.campo,
      linha3,
      listaInput(ids, { titulo: 'Válvulas — área 400' }),
    );
    await saveLinhasAs(people.campo, lista.id, [
      linhaMaterial('Válvula gaveta 2"', { unidade: 'pç', quantidade: 4 }),
    ]);
    const res = await moveLista(people.automacao, lista.id, 'liberar_verificacao');
    expect(res.statusCode).toBe(403);
    expect(problemOf(res).detail).toBe(MATERIAIS_LIFECYCLE.refused.liberar_verificacao);
    expect((await readLista(people.campo, lista.id)).status).toBe('EM ELABORAÇÃO');
  });

  it('refuses a release of a list with no lines', async () => {
    const lista = await createListaAs(people.campo, linha3, listaInput(ids, { titulo: 'Lista vazia' }));
    const res = await moveLista(people.campo, lista.id, 'liberar_verificacao');
    expect(res.statusCode).toBe(409);
    expect(problemOf(res).detail).toContain('sem linhas');
    expect((await readLinhas(people.campo, lista.id)).linhas).toEqual([]);
  });

  it('saves 5,000 lines in one request (past the server default body size) and reads them back in order', async () => {
    const lista = await createListaAs(
      people.campo,
      linha3,
      listaInput(ids, { titulo: 'Levantamento completo' }),
    );
    const linhas = Array.from({ length: 5000 }, (_, i) =>
      linhaMaterial(`Suporte tipo ${i + 1} — perfil U 4" com chapa de base e chumbadores`, {
        codigoSap: String(300000 + i),
        quantidade: 1.5,
        especificacao: 'ASTM A36, galvanizado a fogo',
      }),
    );
    const saved = await saveLinhasAs(people.campo, lista.id, linhas);
    expect(saved.linhas).toHaveLength(5000);
    expect(saved.totais).toEqual([{ unidade: 'm', quantidade: 7500, linhas: 5000 }]);
    const read = await readLinhas(people.campo, lista.id);
    expect(read.linhas.at(-1)?.codigoSap).toBe('304999');
  });

  it('finds the lists in the top bar search by number, title or obra, only for whoever may read them', async () => {
    const achadas = async (who: Client, q: string) => {
      const res = await who.get(`/api/busca?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, res.body).toBe(200);
      const grupo = (res.json() as TBuscaResposta).grupos.find((g) => g.modulo === 'materiais');
      return grupo?.itens.map((i) => i.titulo) ?? [];
    };
    const utilidades = 'LM-001 · Tubulação de utilidades — Linha 3';
    for (const q of ['LM-001', 'lista 1', 'tubulação utilidades', 'utilidades ampliação'])
      expect(await achadas(people.campo, q), q).toContain(utilidades);
    expect(await achadas(people.campo, 'lista 1')).not.toContain('LM-002 · Cabos de força — CCM-02');
    expect(await achadas(people.planejamento, 'cabos de força')).toContain(
      'LM-002 · Cabos de força — CCM-02',
    );
    expect(await achadas(people.cliente, 'tubulação utilidades')).toEqual([]);
  });
});
