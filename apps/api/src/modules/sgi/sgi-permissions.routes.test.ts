import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOcorrenciaSgi } from '@portal/domain';
import type { Client, Response } from '../../test/http-client';
import { sessionAs } from '../../test/identity-helpers';
import { obraIdOf, signedInAs, userIdOf } from '../../test/obras-helpers';
import {
  NAO_COMENTA,
  NAO_ENCONTRADA,
  NENHUM,
  OCORRENCIAS,
  SEM_PERMISSAO,
  SO_EQUIPE_AUDITA,
  SO_FUNCIONARIOS,
  acaoInput,
  acaoUrl,
  acoesPage,
  comentar,
  dia,
  editar,
  emAndamento,
  finalizarAcao,
  lerOcorrencia,
  mover,
  ocorrenciaInput,
  ocorrenciaUrl,
  ocorrenciasPage,
  ok,
  planejar,
  postFoto,
  refused,
  registrar,
  rncInput,
  rncUrl,
  sgiStored,
  threadUrl,
  triar,
} from '../../test/sgi-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

const NAO_ALTERA = 'Só a equipe do SGI ou o responsável pela ocorrência em andamento podem alterá-la.';
const SO_TRIAGEM = 'Só a equipe do SGI faz a triagem.';
const NAO_ENVIA_FOTO = 'Você não pode enviar evidências a esta ocorrência.';
const NAO_FINALIZA_ACAO = 'Só quem executa a ação (ou o responsável pela ocorrência) a finaliza.';
const NAO_VERIFICA =
  'Só quem verifica a ação, o responsável pela ocorrência ou a equipe do SGI a aceitam ou reabrem.';
const NAO_EFICACIA = 'Só quem foi nomeado para verificar a eficácia, ou a equipe do SGI, a registra.';
const ACAO_NAO_ENCONTRADA = 'Ação não encontrada.';
const REGISTRO_NAO_ENCONTRADO = 'Registro não encontrado.';
const MOTIVO = { motivo: 'Motivo registrado no teste.' };
const EFICACIA = { resultado: 'eficaz', observacao: 'Sem reincidência no período.' };
const AUDITORIA = {
  tipo: 'interna',
  titulo: 'Auditoria interna de segurança',
  normas: ['ISO 45001'],
  escopo: 'Trabalho em altura nas frentes de montagem.',
  auditor: 'Equipe do SGI',
  inicio: '2026-03-02',
  fim: '2026-03-03',
};
const NENHUMA_ACAO = { editar: false, triar: false, rnc: false, plano: false, fotos: false, comentar: false };

describe('who reaches SGI (SPEC §6 "SGI", issue 16)', () => {
  let t: TestApp;
  let admin: Client;
  let sgi: Client; // admin_sgi
  let equipe: Client; // sgi
  let leitor: Client; // sgi_leitura
  let gestor: Client;
  let campo: Client;
  let automacao: Client;
  let leitura: Client; // mkt_read
  let cliente: Client;
  let fornecedor: Client;
  let linha3: string;
  let pessoa: { sgi: string; gestor: string; campo: string; automacao: string };
  /** In progress, gestor responsible, with an RNC, a photo and two pending actions (automação's and gestor's). */
  let o: TOcorrenciaSgi;
  let acao: { automacao: string; gestor: string };
  let foto: string;
  /** Sent by automação, waiting for triage. */
  let triagem: TOcorrenciaSgi;
  let auditoria: string;

  const everything = () => sgiStored(t);
  const ids = (items: { id: string }[]) => items.map((x) => x.id);
  const staff = () => [admin, sgi, equipe, leitor, gestor, campo, automacao, leitura];

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    [admin, sgi, gestor, campo, automacao, leitura, cliente, fornecedor] = await signedInAs(t, [
      'admin',
      'sgi',
      'gestor',
      'campo',
      'automacao',
      'leitura',
      'cliente',
      'fornecedor',
    ]);
    // The demo has no sgi nor sgi_leitura: two staff members without roles get them through the users API.
    for (const [email, role] of [
      ['rh@demo.obras.dev', 'sgi'],
      ['seguranca@demo.obras.dev', 'sgi_leitura'],
    ] as const) {
      const res = await admin.patch(`/api/usuarios/${await userIdOf(admin, email)}`, { roles: [role] });
      expect(res.statusCode, res.body).toBe(200);
    }
    equipe = await sessionAs(t.app, 'rh@demo.obras.dev');
    leitor = await sessionAs(t.app, 'seguranca@demo.obras.dev');
    linha3 = await obraIdOf(admin, 'OB-2025-014');
    const id = (name: string) => userIdOf(admin, `${name}@demo.obras.dev`);
    pessoa = {
      sgi: await id('sgi'),
      gestor: await id('gestor'),
      campo: await id('campo'),
      automacao: await id('automacao'),
    };

    o = await emAndamento(campo, sgi, pessoa.gestor, { obraId: linha3 });
    await ok(gestor.put(rncUrl(o.id), rncInput({ eficaciaResponsavelId: pessoa.sgi })));
    const acoes = [acaoInput(pessoa.automacao, pessoa.campo), acaoInput(pessoa.gestor, pessoa.sgi)];
    const plano = await ok(planejar(gestor, o.id, ...acoes));
    acao = {
      automacao: plano.acoesPlano.find((a) => a.quem!.id === pessoa.automacao)!.id,
      gestor: plano.acoesPlano.find((a) => a.quem!.id === pessoa.gestor)!.id,
    };
    const enviada = await postFoto(t, gestor, o.id);
    expect(enviada.statusCode, enviada.body).toBe(201);
    foto = enviada.json().id;
    triagem = await registrar(automacao, { enviar: true });
    auditoria = ((await sgi.get('/api/sgi/auditorias?etapa=execucao')).json().items as { id: string }[])[0]!
      .id;
  });
  afterAll(() => t.close());

  it('lets every member of staff read the list, an occurrence, its thread and photos, the actions, the dashboards and the audits', async () => {
    for (const who of staff()) {
      expect(ids((await ocorrenciasPage(who)).items)).toEqual(expect.arrayContaining([o.id, triagem.id]));
      const lida = await lerOcorrencia(who, o.numero);
      expect(lida).toMatchObject({
        id: o.id,
        fotos: [{ id: foto }],
        acoesTotal: 2,
        rnc: { causaRaiz6M: 'metodo' },
      });
      expect(ids((await acoesPage(who)).items)).toEqual(
        expect.arrayContaining([acao.automacao, acao.gestor]),
      );
      for (const url of [
        '/api/sgi/painel',
        ...['qualidade', 'meio_ambiente', 'seguranca', 'auditoria'].map(
          (c) => `/api/sgi/painel?categoria=${c}`,
        ),
        '/api/sgi/auditorias',
        `/api/sgi/auditorias/${auditoria}`,
        threadUrl(o.id),
        `/api/arquivos/${foto}`,
      ])
        expect((await who.get(url)).statusCode, url).toBe(200);
    }
  });

  it('lists to each one their own actions (owner or verifier), and the overdue ones to anyone', async () => {
    const p = await emAndamento(gestor, sgi, pessoa.automacao);
    const acoes = [
      acaoInput(pessoa.automacao, pessoa.campo, { quando: dia(-3) }),
      acaoInput(pessoa.gestor, pessoa.sgi),
    ];
    const atrasada = (await ok(planejar(automacao, p.id, ...acoes))).acoesPlano.find(
      (x) => x.quando === dia(-3),
    )!;
    const todas = (await acoesPage(sgi)).items;
    for (const [who, id] of [
      [campo, pessoa.campo],
      [automacao, pessoa.automacao],
      [gestor, pessoa.gestor],
    ] as const) {
      const minhas = ids((await acoesPage(who, 'minhas=true')).items).sort();
      expect(minhas.length).toBeGreaterThan(1);
      expect(minhas).toEqual(ids(todas.filter((x) => x.quem?.id === id || x.verificador?.id === id)).sort());
    }
    const atrasadas = (await acoesPage(leitor, 'atrasadas=true')).items;
    expect(ids(atrasadas).sort()).toEqual(
      ids(todas.filter((x) => x.status === 'pendente' && x.quando < dia(0))).sort(),
    );
    expect(ids(atrasadas)).toContain(atrasada.id);
    expect(atrasadas.every((x) => x.atrasada)).toBe(true);
  });

  it('lets admin_sgi, acesso_total and the sgi role triage, edit, comment, write the RNC and the plan, finish and reopen by hand, and run audits', async () => {
    for (const who of [sgi, admin, equipe]) {
      const n = await registrar(campo, { enviar: true });
      expect((await lerOcorrencia(who, n.id)).acoes).toMatchObject({ triar: true });
      await ok(triar(who, n.id, { responsavelId: pessoa.gestor, gravidade: 'leve' }));
      expect((await ok(editar(who, n.id, { obraId: linha3 }))).obra?.id).toBe(linha3);
      expect((await comentar(who, n.id, 'Acompanhando pela equipe do SGI.')).statusCode).toBe(201);
      expect((await postFoto(t, who, n.id)).statusCode).toBe(201);
      await ok(who.put(rncUrl(n.id), rncInput()));
      expect((await ok(mover(who, n.id, 'finalizar', MOTIVO))).status).toBe('FINALIZADO');
      expect((await ok(who.post(`${rncUrl(n.id)}/eficacia`, EFICACIA))).rnc?.encerradaEm).toEqual(
        expect.any(String),
      );
      expect((await ok(mover(who, n.id, 'reabrir', MOTIVO))).status).toBe('EM ANDAMENTO');
      expect((await ok(planejar(who, n.id, acaoInput(pessoa.campo, pessoa.sgi)))).acoesTotal).toBe(1);
      const planejada = await who.post('/api/sgi/auditorias', AUDITORIA);
      expect(planejada.statusCode, planejada.body).toBe(201);
      expect((await who.post(`/api/sgi/auditorias/${planejada.json().id}/avancar`)).json().etapa).toBe(
        'preparacao',
      );
    }
  });

  it('lets the sgi role accept or reopen anyone’s action, which only its owner or the occurrence’s responsible finish', async () => {
    const p = await emAndamento(campo, sgi, pessoa.automacao);
    const plano = await ok(planejar(automacao, p.id, acaoInput(pessoa.campo, pessoa.gestor)));
    const id = plano.acoesPlano[0]!.id;
    refused(await finalizarAcao(equipe, id), 403, NAO_FINALIZA_ACAO);
    expect((await ok(finalizarAcao(campo, id))).status).toBe('FINALIZADO');
    expect((await ok(equipe.post(acaoUrl(id, 'verificar')))).acoesPlano[0]!.status).toBe('verificada');
    expect((await ok(equipe.post(acaoUrl(id, 'reabrir'), MOTIVO))).status).toBe('EM ANDAMENTO');
    // The occurrence's responsible finishes an action that is not theirs.
    expect((await ok(finalizarAcao(automacao, id))).status).toBe('FINALIZADO');
  });

  it('lets sgi_leitura and mkt_read read only: every write on SGI records is refused, and nothing changes', async () => {
    const acaoDeOutro = acaoInput(pessoa.campo, pessoa.sgi);
    for (const who of [leitor, leitura]) {
      const before = await everything();
      const tentativas: [string, () => Promise<Response>, number, string][] = [
        ['editar', () => editar(who, o.id), 403, NAO_ALTERA],
        [
          'triar',
          () => triar(who, triagem.id, { responsavelId: pessoa.gestor, gravidade: 'leve' }),
          403,
          SO_TRIAGEM,
        ],
        ['devolver', () => mover(who, triagem.id, 'devolver', MOTIVO), 403, SO_TRIAGEM],
        [
          'finalizar',
          () => mover(who, o.id, 'finalizar', MOTIVO),
          403,
          'Só a equipe do SGI finaliza uma ocorrência.',
        ],
        [
          'reabrir',
          () => mover(who, o.id, 'reabrir', MOTIVO),
          403,
          'Só a equipe do SGI reabre uma ocorrência.',
        ],
        ['rnc', () => who.put(rncUrl(o.id), rncInput()), 403, NAO_ALTERA],
        ['eficacia', () => who.post(`${rncUrl(o.id)}/eficacia`, EFICACIA), 403, NAO_EFICACIA],
        ['plano', () => planejar(who, o.id, acaoDeOutro), 403, NAO_ALTERA],
        ['comentar', () => comentar(who, o.id, 'Vi isto também.'), 403, NAO_COMENTA],
        ['foto', () => postFoto(t, who, o.id), 403, NAO_ENVIA_FOTO],
        ['finalizar ação', () => finalizarAcao(who, acao.automacao), 403, NAO_FINALIZA_ACAO],
        ['verificar ação', () => who.post(acaoUrl(acao.gestor, 'verificar')), 403, NAO_VERIFICA],
        ['reabrir ação', () => who.post(acaoUrl(acao.gestor, 'reabrir'), MOTIVO), 403, NAO_VERIFICA],
        ['auditoria', () => who.post('/api/sgi/auditorias', AUDITORIA), 403, SO_EQUIPE_AUDITA],
        ['avançar', () => who.post(`/api/sgi/auditorias/${auditoria}/avancar`), 403, SO_EQUIPE_AUDITA],
        [
          'constatação',
          () =>
            who.post(`/api/sgi/auditorias/${auditoria}/constatacoes`, {
              titulo: 'Constatação',
              descricao: 'Uma constatação qualquer.',
            }),
          403,
          SO_EQUIPE_AUDITA,
        ],
      ];
      for (const [nome, send, status, detail] of tentativas) {
        const res = await send();
        expect(res.statusCode, `${nome}: ${res.body}`).toBe(status);
        refused(res, status, detail);
      }
      expect(await everything()).toEqual(before);
      expect(await lerOcorrencia(who, o.id)).toMatchObject({ acoes: NENHUMA_ACAO, movimentos: [] });
      expect((await lerOcorrencia(who, triagem.id)).movimentos).toEqual([]);
      expect((await lerOcorrencia(who, o.id)).acoesPlano.map((a) => a.acoes)).toEqual([
        { finalizar: false, verificar: false, reabrir: false },
        { finalizar: false, verificar: false, reabrir: false },
      ]);
    }
    // Reporting what they see is every staff member's, a reader's included.
    expect((await registrar(leitor, { enviar: true })).status).toBe('TRIAGEM');
  });

  it('gives the responsible the interaction rights while the occurrence is in progress, and none once it is finished', async () => {
    expect((await comentar(gestor, o.id, 'Guarda-corpo recolocado.')).statusCode).toBe(201);
    expect((await postFoto(t, gestor, o.id)).statusCode).toBe(201);
    await ok(editar(gestor, o.id, { obraId: linha3 }));
    // The responsible finishes automação's action too, then their own: the occurrence finishes.
    await ok(finalizarAcao(gestor, acao.automacao));
    expect((await ok(finalizarAcao(gestor, acao.gestor))).status).toBe('FINALIZADO');

    const before = await everything();
    refused(await comentar(gestor, o.id, 'Mais uma coisa.'), 403, NAO_COMENTA);
    refused(await postFoto(t, gestor, o.id), 403, NAO_ENVIA_FOTO);
    refused(await editar(gestor, o.id), 403, NAO_ALTERA);
    refused(await gestor.put(rncUrl(o.id), rncInput()), 403, NAO_ALTERA);
    refused(await planejar(gestor, o.id, acaoInput(pessoa.campo, pessoa.sgi)), 403, NAO_ALTERA);
    refused(await mover(gestor, o.id, 'reabrir', MOTIVO), 403, 'Só a equipe do SGI reabre uma ocorrência.');
    expect(await everything()).toEqual(before);
    expect(await lerOcorrencia(gestor, o.id)).toMatchObject({ acoes: NENHUMA_ACAO, movimentos: [] });
    // The team still changes nothing of a finished occurrence without reopening it.
    refused(await editar(sgi, o.id), 409, 'Esta ocorrência foi finalizada: reabra-a para alterar.');
  });

  it('shows external users (a client, a supplier) nothing: 403 on the lists and the audits, 404 on every record', async () => {
    const before = await everything();
    for (const who of [cliente, fornecedor]) {
      for (const url of [
        OCORRENCIAS,
        '/api/sgi/acoes',
        '/api/sgi/painel?categoria=seguranca',
        '/api/sgi/auditorias',
        `/api/sgi/auditorias/${auditoria}`,
      ])
        refused(await who.get(url), 403, SEM_PERMISSAO);
      for (const id of [o.id, triagem.id, NENHUM]) {
        const porRegistro: [string, () => Promise<Response>][] = [
          ['ler', () => who.get(ocorrenciaUrl(id))],
          ['editar', () => editar(who, id)],
          ['triar', () => triar(who, id, { responsavelId: pessoa.gestor, gravidade: 'leve' })],
          ['devolver', () => mover(who, id, 'devolver', MOTIVO)],
          ['rnc', () => who.put(rncUrl(id), rncInput())],
          ['eficacia', () => who.post(`${rncUrl(id)}/eficacia`, EFICACIA)],
          ['plano', () => planejar(who, id, acaoInput(pessoa.campo, pessoa.sgi))],
          ['foto', () => postFoto(t, who, id)],
        ];
        for (const [nome, send] of porRegistro) {
          const res = await send();
          expect(res.statusCode, `${nome}: ${res.body}`).toBe(404);
          refused(res, 404, NAO_ENCONTRADA);
        }
        refused(await who.get(threadUrl(id)), 404, REGISTRO_NAO_ENCONTRADO);
        refused(await comentar(who, id, 'Olá'), 404, REGISTRO_NAO_ENCONTRADO);
      }
      refused(await who.get(ocorrenciaUrl(o.numero)), 404, NAO_ENCONTRADA);
      for (const id of [acao.automacao, NENHUM]) {
        refused(await finalizarAcao(who, id), 404, ACAO_NAO_ENCONTRADA);
        refused(await who.post(acaoUrl(id, 'verificar')), 404, ACAO_NAO_ENCONTRADA);
        refused(await who.post(acaoUrl(id, 'reabrir'), MOTIVO), 404, ACAO_NAO_ENCONTRADA);
      }
      refused(await who.get(`/api/arquivos/${foto}`), 404, 'Arquivo não encontrado.');
      refused(await who.post(OCORRENCIAS, ocorrenciaInput({ enviar: true })), 403, SO_FUNCIONARIOS);
      refused(await who.post('/api/sgi/auditorias', AUDITORIA), 403, SO_EQUIPE_AUDITA);
      refused(await who.post(`/api/sgi/auditorias/${auditoria}/avancar`), 403, SO_EQUIPE_AUDITA);
      for (const lista of ['ocorrencias_sgi', 'acoes_sgi', 'auditorias_sgi'])
        refused(
          await who.post('/api/exportacoes', { lista, filtros: {} }),
          403,
          'Você não tem permissão para exportar esta lista.',
        );
    }
    expect(await everything()).toEqual(before);
  });
});
