import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  ZEmPreparacaoLista,
  ZProjeto,
  ZProjetosPage,
  ZTransmittaisPage,
  ZTransmittal,
  addDays,
  formatDate,
  todayInSaoPaulo,
} from '@portal/domain';
import type { Client } from '../../test/http-client';
import { obraIdOf, signedInAs } from '../../test/obras-helpers';
// After obras-helpers: the modules' imports need the identity module loaded first.
import { notificacoesDe, sweep } from '../../test/juridico-helpers';
import {
  GRDS,
  PDF,
  PROJETOS,
  criarDocumento,
  emitir,
  enviarArquivo,
  lerDocumento,
  novoNumero,
  ok,
  parecer,
  prepararRevisao,
  projetoUrl,
  revisaoUrl,
} from '../../test/projetos-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

const hoje = todayInSaoPaulo();

describe('an engineering document’s life: revisions, transmittals, the client’s review (issue 15)', () => {
  let t: TestApp;
  let projetista: Client, aprovador: Client, adminProjetos: Client, gestor: Client;
  let subestacao: string, linha3: string;

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    [projetista, aprovador, adminProjetos, gestor] = await signedInAs(t, [
      'projetista',
      'aprovador',
      'admin.projetos',
      'gestor',
    ]);
    const [admin] = await signedInAs(t, ['admin']);
    subestacao = await obraIdOf(admin!, 'OB-2025-021');
    linha3 = await obraIdOf(admin!, 'OB-2025-014');
  });
  afterAll(() => t.close());

  it('goes from elaboration to approval: rev 0 commented (B), answered and closed, rev A approved (A)', async () => {
    const numero = novoNumero('SE-EST-DE');
    const doc = await criarDocumento(projetista, subestacao, {
      numero,
      titulo: 'Base do transformador TR-01',
      disciplina: 'estrutural',
    });
    expect(doc).toMatchObject({ escopo: 'cre', situacao: 'EL', revisaoAtual: null, detentor: 'projetistas' });
    expect(doc.acoes).toMatchObject({ editar: true, novaRevisao: true, parecer: false });

    // Rev 0 in preparation, with its drawing; the client does not see a draft.
    const { revisao: rev0 } = await prepararRevisao(projetista, doc.id, { descricao: 'Primeira emissão' });
    expect(rev0.revisao).toBe('0');
    const enviado = await enviarArquivo(t, projetista, doc.id, rev0.id, 'SE-EST-DE-base.pdf');
    expect(enviado.statusCode, enviado.body).toBe(201);
    expect((await lerDocumento(aprovador, doc.id)).revisoes).toEqual([]);

    // One GRD: the document goes to the client (PAP) with the obra's answer time (10 days by default).
    const grd = await emitir(projetista, subestacao, [rev0.id], { observacao: 'Para análise' });
    expect(grd.numero).toMatch(/^GRD-OB-2025-021-\d{4}$/);
    expect(grd.itens).toEqual([
      {
        projetoId: doc.id,
        numero,
        titulo: 'Base do transformador TR-01',
        revisao: '0',
        finalidade: 'para_aprovacao',
        arquivos: 1,
      },
    ]);
    expect(grd.prazo).toBe(addDays(hoje, 10));
    const emPap = await lerDocumento(aprovador, doc.id);
    expect(emPap).toMatchObject({
      situacao: 'PAP',
      revisaoAtual: '0',
      finalidade: 'para_aprovacao',
      prazo: addDays(hoje, 10),
      detentor: 'cliente',
    });
    expect(emPap.revisoes[0]).toMatchObject({
      revisao: '0',
      status: 'emitida',
      transmittal: { numero: grd.numero },
    });
    expect(emPap.acoes.parecer).toBe(true);
    expect(emPap.revisoes[0]!.arquivos.map((a) => a.nome)).toEqual(['SE-EST-DE-base.pdf']);

    // The client approver is told; they download the issued file.
    await sweep(t);
    const avisos = await notificacoesDe(aprovador, doc.id);
    expect(avisos.map((n) => n.titulo)).toContain(`Documento ${numero} · OB-2025-021 aguarda sua aprovação`);
    const arquivo = emPap.revisoes[0]!.arquivos[0]!;
    const baixado = await aprovador.get(`${revisaoUrl(doc.id, rev0.id)}/arquivos/${arquivo.id}`);
    expect(baixado.statusCode).toBe(200);
    expect(baixado.rawPayload.equals(PDF)).toBe(true);

    // B with two comments and the designers' due date.
    const prazoProjetistas = addDays(hoje, 7);
    const revisado = ok(
      await parecer(aprovador, doc.id, rev0.id, {
        codigo: 'B',
        comentarios: ['Indicar o cobrimento das armaduras', 'Cotar os chumbadores'],
        prazo: prazoProjetistas,
      }),
      200,
      ZProjeto,
    );
    expect(revisado).toMatchObject({
      situacao: 'APC',
      codigo: 'B',
      prazo: prazoProjetistas,
      detentor: 'projetistas',
    });
    expect(revisado.revisoes[0]).toMatchObject({ status: 'revisada', codigo: 'B', diasRevisao: 0 });
    expect(revisado.revisoes[0]!.revisadaPor?.nome).toBe('Otávio Drummond');
    expect(revisado.comentarios.map((c) => [c.texto, c.revisao, c.autor.externo])).toEqual([
      ['Indicar o cobrimento das armaduras', '0', true],
      ['Cotar os chumbadores', '0', true],
    ]);
    expect(revisado.linhaDoTempo.map((m) => m.movimento)).toEqual(['emitir', 'aprovar_com_comentarios']);

    // The designer is told, answers both; only the reviewer closes them.
    await sweep(t);
    const paraProjetista = await notificacoesDe(projetista, doc.id);
    expect(paraProjetista.some((n) => n.titulo.includes('aprovado com comentários'))).toBe(true);
    const visto = await lerDocumento(projetista, doc.id);
    expect(visto.comentarios.every((c) => c.acoes.responder && !c.acoes.fechar)).toBe(true);
    for (const c of visto.comentarios) {
      const res = await projetista.post(`${projetoUrl(doc.id)}/comentarios/${c.id}/resposta`, {
        texto: 'Incluído na revisão A',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const [primeiro, segundo] = (await lerDocumento(aprovador, doc.id)).comentarios;
    expect(primeiro!.resposta?.texto).toBe('Incluído na revisão A');
    expect(primeiro!.acoes.fechar).toBe(true);
    const naoAutor = await projetista.post(`${projetoUrl(doc.id)}/comentarios/${primeiro!.id}/fechar`, {});
    expect(naoAutor.statusCode).toBe(403);
    for (const c of [primeiro!, segundo!])
      expect((await aprovador.post(`${projetoUrl(doc.id)}/comentarios/${c.id}/fechar`, {})).statusCode).toBe(
        200,
      );
    const fechados = await lerDocumento(projetista, doc.id);
    expect(fechados.comentarios.every((c) => c.fechado?.por.nome === 'Otávio Drummond')).toBe(true);

    // Rev A, issued and approved: the document is approved, nobody holds it, no due date.
    const { revisao: revA } = await prepararRevisao(projetista, doc.id);
    expect(revA.revisao).toBe('A');
    expect((await enviarArquivo(t, projetista, doc.id, revA.id, 'SE-EST-DE-base-revA.pdf')).statusCode).toBe(
      201,
    );
    const grd2 = await emitir(projetista, subestacao, [revA.id], { prazo: addDays(hoje, 5) });
    expect(Number(grd2.numero.slice(-4))).toBe(Number(grd.numero.slice(-4)) + 1);
    const aprovado = ok(await parecer(aprovador, doc.id, revA.id, { codigo: 'A' }), 200, ZProjeto);
    expect(aprovado).toMatchObject({
      situacao: 'APR',
      codigo: 'A',
      revisaoAtual: 'A',
      prazo: null,
      detentor: null,
    });
    expect(aprovado.revisoes.map((r) => [r.revisao, r.status, r.codigo])).toEqual([
      ['A', 'revisada', 'A'],
      ['0', 'revisada', 'B'],
    ]);
    // Every revision keeps its files.
    expect(aprovado.revisoes.map((r) => r.arquivos.length)).toEqual([1, 1]);
  });

  it('issues several documents in one GRD, for approval and not, and prints its cover sheet', async () => {
    const a = await criarDocumento(projetista, subestacao, {
      titulo: 'Diagrama unifilar geral',
      disciplina: 'eletrica',
    });
    const b = await criarDocumento(projetista, subestacao, {
      titulo: 'Memorial de cálculo da malha de terra',
    });
    const { revisao: ra } = await prepararRevisao(projetista, a.id);
    const { revisao: rb } = await prepararRevisao(projetista, b.id, { finalidade: 'informativo' });
    await enviarArquivo(t, projetista, a.id, ra.id, 'unifilar-1.pdf');
    await enviarArquivo(t, projetista, a.id, ra.id, 'unifilar-2.pdf');
    await enviarArquivo(t, gestor, b.id, rb.id, 'memorial.pdf');
    // The GRD dialog's one request: the obra's revisions in preparation, with their file counts, for who issues.
    const preparadas = ok(
      await projetista.get(`${PROJETOS}/em-preparacao?obraId=${subestacao}`),
      200,
      ZEmPreparacaoLista,
    );
    const nossas = preparadas.filter((p) => p.revisao.id === ra.id || p.revisao.id === rb.id);
    expect(
      nossas.map((p) => [p.projeto.numero, p.revisao.revisao, p.revisao.finalidade, p.revisao.arquivos]),
    ).toEqual(
      [
        [a.numero, '0', 'para_aprovacao', 2],
        [b.numero, '0', 'informativo', 1],
      ].sort((x, y) => String(x[0]).localeCompare(String(y[0]))),
    );
    // Neither the client approver nor the site manager (who only sends files) issues: none for them.
    for (const who of [aprovador, gestor])
      expect(
        ok(await who.get(`${PROJETOS}/em-preparacao?obraId=${subestacao}`), 200, ZEmPreparacaoLista),
      ).toEqual([]);
    const grd = await emitir(projetista, subestacao, [ra.id, rb.id], {
      prazo: addDays(hoje, 15),
      observacao: 'Emissão inicial da subestação',
    });
    expect((await lerDocumento(projetista, a.id)).situacao).toBe('PAP');
    expect(await lerDocumento(projetista, b.id)).toMatchObject({
      situacao: 'EMI',
      prazo: null,
      detentor: null,
    });

    const lista = ok(await aprovador.get(`${GRDS}?obraId=${subestacao}`), 200, ZTransmittaisPage);
    expect(lista.items.find((g) => g.id === grd.id)?.documentos).toBe(2);
    expect(ok(await aprovador.get(`${GRDS}/${grd.id}`), 200, ZTransmittal).itens).toHaveLength(2);

    const res = await aprovador.get(`${GRDS}/${grd.id}/pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
    const texto = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
    for (const trecho of [
      'GUIA DE REMESSA DE DOCUMENTOS',
      grd.numero,
      'OB-2025-021',
      formatDate(addDays(hoje, 15)),
      'Emissão inicial da subestação',
      a.numero,
      'Diagrama unifilar geral',
      b.numero,
      'Memorial de cálculo da malha de terra',
      'Para aprovação',
      'Informativo',
      'Recebido por',
    ])
      expect(texto, trecho).toContain(trecho);
  });

  it('names revisions 0, 1, 2… on an obra configured with numbers', async () => {
    const config = await adminProjetos.put(`/api/obras/${linha3}/projetos/config`, {
      esquemaRevisao: 'numeros',
      prazoClienteDias: 5,
      prazoRetornoDias: 7,
    });
    expect(config.statusCode, config.body).toBe(200);
    const doc = await criarDocumento(projetista, linha3, { categoria: 'AsBuilt', disciplina: 'tubulacao' });
    const { revisao: r0 } = await prepararRevisao(projetista, doc.id);
    await enviarArquivo(t, projetista, doc.id, r0.id);
    const grd = await emitir(projetista, linha3, [r0.id]);
    expect(grd.prazo).toBe(addDays(hoje, 5));
    expect(grd.numero).toMatch(/^GRD-OB-2025-014-\d{4}$/);
    ok(
      await parecer(adminProjetos, doc.id, r0.id, {
        codigo: 'C',
        comentarios: ['Rever isométrico'],
        prazo: addDays(hoje, 3),
      }),
      200,
      ZProjeto,
    );
    const { projeto, revisao: r1 } = await prepararRevisao(projetista, doc.id);
    expect(r1.revisao).toBe('1');
    expect(projeto).toMatchObject({ esquemaRevisao: 'numeros', situacao: 'REV' });
  });

  it('lists the overdue documents awaiting someone, never the cancelled ones', async () => {
    const ontem = addDays(hoje, -1);
    const atrasado = await criarDocumento(projetista, subestacao, {
      prazo: ontem,
      titulo: 'Documento atrasado',
    });
    const cancelado = await criarDocumento(projetista, subestacao, {
      prazo: ontem,
      titulo: 'Documento cancelado',
    });
    const cancelar = await adminProjetos.post(`${projetoUrl(cancelado.id)}/movimentos/cancelar`, {
      motivo: 'Substituído por outro documento',
    });
    expect(ok(cancelar, 200, ZProjeto)).toMatchObject({ situacao: 'CL', atrasado: false, detentor: null });
    const page = ok(
      await gestor.get(`/api/projetos?obraId=${subestacao}&atrasados=true&pageSize=100`),
      200,
      ZProjetosPage,
    );
    const ids = page.items.map((p) => p.id);
    expect(ids).toContain(atrasado.id);
    expect(ids).not.toContain(cancelado.id);
    expect(page.items.find((p) => p.id === atrasado.id)).toMatchObject({ atrasado: true, diasAtraso: 1 });
    expect(page.items.every((p) => p.atrasado && p.situacao !== 'CL')).toBe(true);

    const reativado = ok(
      await adminProjetos.post(`${projetoUrl(cancelado.id)}/movimentos/reativar`, {
        motivo: 'Voltou ao escopo',
      }),
      200,
      ZProjeto,
    );
    expect(reativado).toMatchObject({ situacao: 'EL', atrasado: true });
    expect(reativado.linhaDoTempo.map((m) => [m.movimento, m.motivo])).toEqual([
      ['cancelar', 'Substituído por outro documento'],
      ['reativar', 'Voltou ao escopo'],
    ]);
  });
});
