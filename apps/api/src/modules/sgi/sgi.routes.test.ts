import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOcorrenciaSgi } from '@portal/domain';
import type { Client } from '../../test/http-client';
import { auditOf, obraIdOf, signedInAs, userIdOf } from '../../test/obras-helpers';
import {
  NAO_COMENTA,
  NAO_ENCONTRADA,
  NENHUM,
  OCORRENCIAS,
  acaoInput,
  acaoUrl,
  comentar,
  dia,
  editar,
  emAndamento,
  erros,
  finalizarAcao,
  lerOcorrencia,
  mover,
  ocorrenciaInput,
  ocorrenciaRow,
  ocorrenciaUrl,
  ocorrenciasPage,
  ok,
  planejar,
  refused,
  registrar,
  rncInput,
  rncUrl,
  sgiStored,
  triar,
  verificarEficacia,
} from '../../test/sgi-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

const MUDOU = 'Outra pessoa alterou esta ocorrência enquanto você a lia. Atualize a página e tente de novo.';
const NAO_ALTERA = 'Só a equipe do SGI ou o responsável pela ocorrência em andamento podem alterá-la.';
const SEGREGACAO = 'Quem executou a ação não a verifica: peça ao verificador.';
const VALOR = 'Valor inválido: use números, com até duas casas decimais';

describe('SGI occurrences: drafts, triage, the responsible’s work, plans that finish them, RNC (issue 16)', () => {
  let t: TestApp;
  let sgi: Client;
  let gestor: Client;
  let campo: Client;
  let automacao: Client;
  let leitura: Client;
  let admin: Client;
  let linha3: string;
  let pessoa: { sgi: string; gestor: string; campo: string; automacao: string; cliente: string };

  const everything = () => sgiStored(t);
  const ids = (items: { id: string }[]) => items.map((o) => o.id);

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    [sgi, gestor, campo, automacao, leitura, admin] = await signedInAs(t, [
      'sgi',
      'gestor',
      'campo',
      'automacao',
      'leitura',
      'admin',
    ]);
    linha3 = await obraIdOf(admin, 'OB-2025-014');
    const id = (name: string) => userIdOf(admin, `${name}@demo.obras.dev`);
    pessoa = {
      sgi: await id('sgi'),
      gestor: await id('gestor'),
      campo: await id('campo'),
      automacao: await id('automacao'),
      cliente: await id('cliente'),
    };
  });
  afterAll(() => t.close());

  describe('drafts and sending', () => {
    it('keeps a draft its author’s alone: the SGI team, acesso_total and mkt_read get 404 by id and by number, and do not list it', async () => {
      const rascunho = await registrar(campo, { obraId: linha3 });
      expect(rascunho).toMatchObject({
        status: 'RASCUNHO',
        autor: { id: pessoa.campo },
        obra: { id: linha3, codigo: 'OB-2025-014' },
        acoes: { editar: true, triar: false, rnc: false, plano: false, comentar: false },
        movimentos: [expect.objectContaining({ movimento: 'enviar' })],
        linhaDoTempo: [],
      });
      expect(await lerOcorrencia(campo, rascunho.numero)).toEqual(await lerOcorrencia(campo, rascunho.id));
      expect(ids((await ocorrenciasPage(campo)).items)).toContain(rascunho.id);
      for (const who of [sgi, admin, leitura, automacao]) {
        for (const ref of [rascunho.id, String(rascunho.numero), NENHUM, '999999'])
          refused(await who.get(ocorrenciaUrl(ref)), 404, NAO_ENCONTRADA);
        expect(ids((await ocorrenciasPage(who)).items)).not.toContain(rascunho.id);
      }
      // Nor may the team change or send someone else's draft: for them it does not exist.
      const before = await everything();
      refused(await editar(sgi, rascunho.id), 404, NAO_ENCONTRADA);
      refused(await mover(admin, rascunho.id, 'enviar'), 404, NAO_ENCONTRADA);
      expect(await everything()).toEqual(before);
    });

    it('lets the author edit the draft and send it to triage, where the team reads and lists it', async () => {
      const rascunho = await registrar(campo);
      const titulo = 'Escada sem guarda-corpo no acesso ao mezanino';
      const editado = await ok(editar(campo, rascunho.id, { titulo }, rascunho.versao));
      expect(editado).toMatchObject({ titulo, status: 'RASCUNHO' });
      const enviado = await ok(mover(campo, rascunho.id, 'enviar'));
      expect(enviado).toMatchObject({ status: 'TRIAGEM', acoes: { editar: false } });
      expect(enviado.linhaDoTempo).toEqual([
        expect.objectContaining({
          movimento: 'enviar',
          de: 'RASCUNHO',
          para: 'TRIAGEM',
          por: editado.autor!.nome,
        }),
      ]);
      expect(await lerOcorrencia(sgi, rascunho.numero)).toMatchObject({
        id: rascunho.id,
        acoes: { triar: true },
      });
      expect(ids((await ocorrenciasPage(leitura, 'status=TRIAGEM')).items)).toContain(rascunho.id);
      expect((await auditOf(t, 'ocorrencia_sgi', rascunho.id)).map((a) => a.action)).toEqual([
        'criar',
        'editar',
        'enviar',
      ]);
    });
  });

  describe('triage', () => {
    it('names a staff responsible and requires the severity of a deviation (not of a non-conformity); a refusal changes nothing', async () => {
      const o = await registrar(campo, { enviar: true, obraId: linha3 });
      expect(o.status).toBe('TRIAGEM');
      const before = await everything();
      expect(
        erros(await triar(sgi, o.id, { responsavelId: pessoa.gestor }), 'Informe a gravidade do desvio.'),
      ).toEqual([{ campo: 'gravidade', mensagem: 'Um desvio tem gravidade: leve, moderada ou grave' }]);
      const cliente = { responsavelId: pessoa.cliente, gravidade: 'leve' };
      expect(erros(await triar(sgi, o.id, cliente), 'Responsável: escolha um funcionário ativo.')).toEqual([
        { campo: 'responsavelId', mensagem: 'Escolha um funcionário ativo' },
      ]);
      expect(erros(await triar(sgi, o.id, { responsavelId: pessoa.gestor, gravidade: 'fatal' }))).toEqual([
        { campo: 'gravidade', mensagem: 'Escolha a gravidade' },
      ]);
      expect(await everything()).toEqual(before);
      expect(await ocorrenciaRow(t, o.id)).toMatchObject({
        status: 'TRIAGEM',
        responsavelId: null,
        gravidade: null,
      });

      const triagem = { responsavelId: pessoa.gestor, gravidade: 'grave', prazo: dia(10), versao: o.versao };
      const aceita = await ok(triar(sgi, o.id, triagem));
      expect(aceita).toMatchObject({
        status: 'EM ANDAMENTO',
        responsavel: { id: pessoa.gestor },
        gravidade: 'grave',
        prazo: dia(10),
      });
      expect(aceita.linhaDoTempo.at(-1)).toMatchObject({
        movimento: 'aceitar',
        de: 'TRIAGEM',
        para: 'EM ANDAMENTO',
      });
      // A second person triaging from the same version finds it already accepted.
      refused(
        await triar(admin, o.id, { ...triagem, responsavelId: pessoa.automacao, gravidade: 'leve' }),
        409,
        'Uma ocorrência em andamento não pode ser aceita.',
      );
      expect(await ocorrenciaRow(t, o.id)).toMatchObject({
        responsavelId: pessoa.gestor,
        gravidade: 'grave',
      }); // A non-conformity needs no severity.
      const nc = await registrar(gestor, { enviar: true, categoria: 'qualidade', tipo: 'nao_conformidade' });
      const semGravidade = await ok(triar(sgi, nc.id, { responsavelId: pessoa.automacao }));
      expect(semGravidade).toMatchObject({ status: 'EM ANDAMENTO', gravidade: null });
    });

    it('returns an occurrence to its author only with a reason, a draft again that the team no longer sees', async () => {
      const o = await registrar(campo, { enviar: true });
      const before = await everything();
      for (const body of [{}, { motivo: 'x' }])
        expect(erros(await mover(sgi, o.id, 'devolver', body))).toEqual([
          { campo: 'motivo', mensagem: 'Diga o motivo' },
        ]);
      expect(await everything()).toEqual(before);
      // Back to a draft, it is its author's alone: the team that returned it gets no body (204), then a 404.
      const devolvida = await mover(sgi, o.id, 'devolver', { motivo: 'Falta dizer em que obra foi.' });
      expect(devolvida.statusCode, devolvida.body).toBe(204);
      expect(devolvida.body).toBe('');
      refused(await sgi.get(ocorrenciaUrl(o.id)), 404, NAO_ENCONTRADA);
      const rascunho = await lerOcorrencia(campo, o.id);
      expect(rascunho.status).toBe('RASCUNHO');
      expect(rascunho.linhaDoTempo.at(-1)).toMatchObject({
        movimento: 'devolver',
        de: 'TRIAGEM',
        para: 'RASCUNHO',
        motivo: 'Falta dizer em que obra foi.',
      });
      expect(await ok(editar(campo, o.id, { obraId: linha3 }))).toMatchObject({
        status: 'RASCUNHO',
        obra: { id: linha3 },
      });
      expect((await ok(mover(campo, o.id, 'enviar'))).status).toBe('TRIAGEM');
    });
  });

  describe('the responsible works the occurrence in progress', () => {
    let o: TOcorrenciaSgi;
    beforeAll(async () => {
      o = await emAndamento(campo, sgi, pessoa.gestor, { obraId: linha3 });
    });

    it('lets the responsible and the team write in its thread and change it; another staff member and the author get 403', async () => {
      expect((await comentar(gestor, o.id, 'Equipe orientada no DDS de hoje.')).statusCode).toBe(201);
      expect((await comentar(sgi, o.id, 'Anexe a foto do guarda-corpo recolocado.')).statusCode).toBe(201);
      const before = await everything();
      for (const who of [automacao, campo]) {
        refused(await comentar(who, o.id, 'Posso ajudar?'), 403, NAO_COMENTA);
        refused(await editar(who, o.id), 403, NAO_ALTERA);
        refused(await who.put(rncUrl(o.id), rncInput()), 403, NAO_ALTERA);
        refused(await planejar(who, o.id, acaoInput(pessoa.campo, pessoa.sgi)), 403, NAO_ALTERA);
      }
      expect(await everything()).toEqual(before);
      const podeTudo = { editar: true, rnc: true, plano: true, comentar: true };
      expect((await lerOcorrencia(gestor, o.id)).acoes).toMatchObject(podeTudo);
      expect((await lerOcorrencia(campo, o.id)).acoes).toMatchObject({
        editar: false,
        plano: false,
        comentar: false,
      });
      const titulo = 'Guarda-corpo removido na borda da laje do bloco B';
      expect((await ok(editar(gestor, o.id, { titulo, obraId: linha3 }))).titulo).toBe(titulo);
    });

    it('lets the responsible write the RNC (five whys at most, root cause among the 6M) and the plan', async () => {
      const before = await everything();
      const seis = [1, 2, 3, 4, 5, 6].map((n) => `Porquê número ${n}`);
      expect(erros(await gestor.put(rncUrl(o.id), rncInput({ porques: seis })))).toEqual([
        { campo: 'porques', mensagem: 'No máximo cinco porquês' },
      ]);
      expect(erros(await gestor.put(rncUrl(o.id), { ...rncInput(), causaRaiz6M: 'dinheiro' }))).toEqual([
        { campo: 'causaRaiz6M', mensagem: 'Escolha o M da causa raiz' },
      ]);
      expect(await everything()).toEqual(before);
      const comRnc = await ok(gestor.put(rncUrl(o.id), rncInput({ porques: seis.slice(0, 5) })));
      expect(comRnc.rnc).toMatchObject({
        numero: `RNC-${new Date().getUTCFullYear()}-${String(o.numero).padStart(4, '0')}`,
        emitente: o.responsavel!.nome,
        porques: seis.slice(0, 5),
        causaRaiz6M: 'metodo',
        encerradaEm: null,
      });
      const comPlano = await ok(planejar(gestor, o.id, acaoInput(pessoa.campo, pessoa.sgi)));
      expect(comPlano).toMatchObject({ acoesPendentes: 1, acoesTotal: 1 });
    });
  });

  describe('a plan finishes the occurrence by itself and reopens it', () => {
    let o: TOcorrenciaSgi;
    let a: string; // campo does it, automacao verifies
    let b: string; // gestor (the responsible) does it, sgi verifies

    beforeAll(async () => {
      o = await emAndamento(campo, sgi, pessoa.gestor, { obraId: linha3 });
      const acoes = [
        acaoInput(pessoa.campo, pessoa.automacao),
        acaoInput(pessoa.gestor, pessoa.sgi, { quando: dia(8) }),
      ];
      [a, b] = (await ok(planejar(gestor, o.id, ...acoes))).acoesPlano.map((x) => x.id) as [string, string];
    });

    it('refuses an action whose owner is its verifier', async () => {
      const before = await everything();
      const res = await planejar(gestor, o.id, acaoInput(pessoa.campo, pessoa.campo));
      expect(erros(res, 'Quem verifica a ação não pode ser quem a executa.')).toEqual([
        { campo: 'acoes.0.verificadorId', mensagem: 'Escolha outra pessoa para verificar' },
      ]);
      expect(await everything()).toEqual(before);
    });

    it('stays in progress until the last action finishes, then finishes by itself as the person who finished it', async () => {
      expect(await ok(finalizarAcao(campo, a))).toMatchObject({
        status: 'EM ANDAMENTO',
        acoesPendentes: 1,
        finalizadaEm: null,
      });
      const before = await everything();
      refused(await finalizarAcao(campo, a), 409, 'Esta ação já foi finalizada. Atualize a página.');
      refused(
        await mover(sgi, o.id, 'finalizar', { motivo: 'Resolvido em campo.' }),
        409,
        'Ainda há ações pendentes no plano: a ocorrência finaliza sozinha quando todas terminarem.',
      );
      expect(await everything()).toEqual(before);
      const fim = await ok(finalizarAcao(gestor, b, '0'));
      expect(fim).toMatchObject({
        status: 'FINALIZADO',
        acoesPendentes: 0,
        finalizadaEm: expect.any(String),
      });
      expect(fim.linhaDoTempo.at(-1)).toMatchObject({
        movimento: 'finalizar',
        de: 'EM ANDAMENTO',
        para: 'FINALIZADO',
        por: o.responsavel!.nome,
        motivo: 'Todas as ações do plano foram finalizadas.',
      });
      expect((await auditOf(t, 'ocorrencia_sgi', o.id)).map((x) => x.action).slice(-3)).toEqual([
        'acao_finalizar',
        'acao_finalizar',
        'finalizar_automatico',
      ]);
    });

    it('lets the verifier accept a finished action, but not its owner (403), nor someone else (403)', async () => {
      const before = await everything();
      refused(await gestor.post(acaoUrl(b, 'verificar')), 403, SEGREGACAO);
      refused(await campo.post(acaoUrl(a, 'verificar')), 403, SEGREGACAO);
      refused(
        await automacao.post(acaoUrl(b, 'verificar')),
        403,
        'Só quem verifica a ação, o responsável pela ocorrência ou a equipe do SGI a aceitam ou reabrem.',
      );
      expect(await everything()).toEqual(before);
      const verificada = await ok(sgi.post(acaoUrl(b, 'verificar')));
      expect(verificada.acoesPlano.find((x) => x.id === b)).toMatchObject({
        status: 'verificada',
        verificadaEm: expect.any(String),
      });
      expect(verificada.status).toBe('FINALIZADO');
    });

    it('goes back in progress when the verifier reopens an action, and finishes again when it is done', async () => {
      const reaberta = await ok(
        automacao.post(acaoUrl(a, 'reabrir'), { motivo: 'Falta a foto do guarda-corpo.' }),
      );
      expect(reaberta).toMatchObject({ status: 'EM ANDAMENTO', finalizadaEm: null, acoesPendentes: 1 });
      expect(reaberta.linhaDoTempo.at(-1)).toMatchObject({
        movimento: 'reabrir',
        de: 'FINALIZADO',
        para: 'EM ANDAMENTO',
        por: reaberta.acoesPlano.find((x) => x.id === a)!.verificador!.nome,
        motivo: expect.stringContaining('Falta a foto do guarda-corpo.'),
      });
      expect((await ok(finalizarAcao(campo, a))).status).toBe('FINALIZADO');
      const verificadas = await ok(automacao.post(acaoUrl(a, 'verificar')));
      expect(verificadas.acoesPlano.map((x) => x.status)).toEqual(['verificada', 'verificada']);
    });
  });

  it('takes an RNC and its plan to the end: not effective reopens the finished occurrence, effective closes the RNC', async () => {
    const o = await emAndamento(campo, sgi, pessoa.gestor, { obraId: linha3 });
    const rnc = rncInput({
      correcaoImediata: 'Área isolada e guarda-corpo provisório instalado.',
      correcaoResponsavelId: pessoa.campo,
      correcaoPrazo: dia(1),
      ishikawa: { metodo: ['Sem plano de içamento'], mao_de_obra: ['Equipe nova'] },
      eficaciaResponsavelId: pessoa.automacao,
      eficaciaPrazo: dia(30),
    });
    expect((await ok(gestor.put(rncUrl(o.id), rnc))).rnc).toMatchObject({
      correcaoResponsavel: { id: pessoa.campo },
      eficaciaResponsavel: { id: pessoa.automacao },
      ishikawa: { metodo: ['Sem plano de içamento'], mao_de_obra: ['Equipe nova'], maquina: [] },
    });
    const plano = await ok(planejar(gestor, o.id, acaoInput(pessoa.campo, pessoa.sgi)));
    const finalizada = await ok(finalizarAcao(campo, plano.acoesPlano[0]!.id, '320.5'));
    expect(finalizada).toMatchObject({ status: 'FINALIZADO', acoesPlano: [{ custoReal: '320.50' }] });

    const before = await everything();
    const retirado = 'O guarda-corpo foi retirado de novo.';
    refused(
      await verificarEficacia(campo, o.id, 'nao_eficaz', retirado),
      403,
      'Só quem foi nomeado para verificar a eficácia, ou a equipe do SGI, a registra.',
    );
    expect(erros(await verificarEficacia(automacao, o.id, 'talvez', retirado))).toEqual([
      { campo: 'resultado', mensagem: 'Diga se a ação foi eficaz' },
    ]);
    expect(await everything()).toEqual(before);
    const reaberta = await ok(verificarEficacia(automacao, o.id, 'nao_eficaz', retirado));
    expect(reaberta).toMatchObject({
      status: 'EM ANDAMENTO',
      finalizadaEm: null,
      rnc: { eficaciaResultado: 'nao_eficaz', eficaciaObservacao: retirado, encerradaEm: null },
    });
    expect(reaberta.linhaDoTempo.at(-1)).toMatchObject({
      movimento: 'reabrir',
      motivo: `Verificação de eficácia: não eficaz. ${retirado}`,
    });

    // A new action: when it is done the occurrence finishes again, and this time the check closes the RNC.
    const novo = await ok(planejar(gestor, o.id, acaoInput(pessoa.automacao, pessoa.campo)));
    const pendente = novo.acoesPlano.find((x) => x.status === 'pendente')!;
    expect((await ok(finalizarAcao(automacao, pendente.id))).status).toBe('FINALIZADO');
    const eficaz = await ok(verificarEficacia(automacao, o.id, 'eficaz', 'Sem reincidência em 30 dias.'));
    expect(eficaz).toMatchObject({
      status: 'FINALIZADO',
      rnc: { eficaciaResultado: 'eficaz', encerradaEm: expect.any(String) },
    });
    refused(
      await verificarEficacia(sgi, o.id, 'eficaz', 'Verificada de novo.'),
      409,
      'Esta RNC já foi encerrada como eficaz.',
    );
    refused(
      await sgi.put(rncUrl(o.id), rncInput()),
      409,
      'Esta ocorrência foi finalizada: reabra-a para mudar a RNC.',
    );
  });

  it('refuses bad input with pt-BR messages, field by field, and stores nothing', async () => {
    const o = await emAndamento(campo, sgi, pessoa.gestor);
    const before = await everything();
    const { descricao: _semDescricao, ...semDescricao } = ocorrenciaInput();
    expect(erros(await campo.post(OCORRENCIAS, semDescricao))).toEqual([
      { campo: 'descricao', mensagem: 'Descreva o que foi visto, onde e quando' },
    ]);
    for (const dataOcorrencia of ['2025-02-30', '30/01/2025', 'ontem'])
      expect(
        erros(await campo.post(OCORRENCIAS, ocorrenciaInput({ dataOcorrencia }))),
        dataOcorrencia,
      ).toEqual([{ campo: 'dataOcorrencia', mensagem: 'Data inválida' }]);
    const obraDesconhecida = [{ campo: 'obraId', mensagem: 'Escolha uma obra existente' }];
    expect(
      erros(await campo.post(OCORRENCIAS, ocorrenciaInput({ obraId: NENHUM })), 'Obra não encontrada.'),
    ).toEqual(obraDesconhecida);
    expect(erros(await editar(gestor, o.id, { obraId: NENHUM }), 'Obra não encontrada.')).toEqual(
      obraDesconhecida,
    );
    for (const quantoCusta of ['-10', 'abc', '12,50', '1.999'])
      expect(
        erros(await planejar(gestor, o.id, acaoInput(pessoa.campo, pessoa.sgi, { quantoCusta }))),
        quantoCusta,
      ).toEqual([{ campo: 'acoes.0.quantoCusta', mensagem: VALOR }]);
    expect(
      erros(await planejar(gestor, o.id, acaoInput(pessoa.campo, pessoa.sgi, { quando: '2026-13-01' }))),
    ).toEqual([{ campo: 'acoes.0.quando', mensagem: 'Data inválida' }]);
    expect(erros(await planejar(gestor, o.id))).toEqual([
      { campo: 'acoes', mensagem: 'Inclua ao menos uma ação' },
    ]);
    expect(await everything()).toEqual(before);
    expect(await ocorrenciaRow(t, o.id)).toMatchObject({ obraId: null, versao: o.versao });

    // A cost spent is checked the same way when the action is finished.
    const plano = await ok(planejar(gestor, o.id, acaoInput(pessoa.campo, pessoa.sgi)));
    const acao = plano.acoesPlano[0]!.id;
    const depois = await everything();
    expect(erros(await finalizarAcao(campo, acao, '-1'))).toEqual([{ campo: 'custoReal', mensagem: VALOR }]);
    expect(await everything()).toEqual(depois);
    expect((await lerOcorrencia(gestor, o.id)).acoesPlano[0]).toMatchObject({
      status: 'pendente',
      custoReal: null,
    });
    // Two people editing from the same version: the second is told someone changed it first.
    await ok(editar(gestor, o.id, { titulo: 'Primeiro título' }, plano.versao));
    refused(await editar(sgi, o.id, { titulo: 'Segundo título' }, plano.versao), 409, MUDOU);
    expect((await ocorrenciaRow(t, o.id)).titulo).toBe('Primeiro título');
  });
});
