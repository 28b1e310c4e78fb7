import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZProjeto, addDays, todayInSaoPaulo } from '@portal/domain';
import type { Client, Response } from '../../test/http-client';
import { auditOf, obraIdOf, signedInAs } from '../../test/obras-helpers';
import {
  GRDS,
  NENHUM,
  PROJETOS,
  criarDocumento,
  documentoEmitido,
  enviarArquivo,
  lerDocumento,
  ok,
  parecer,
  prepararRevisao,
  projetoUrl,
  refused,
  revisaoUrl,
  snapshot,
} from '../../test/projetos-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

const INVALIDOS = 'Os dados enviados são inválidos.';
const GRD_INVALIDA = 'Não foi possível emitir a GRD: confira as revisões escolhidas.';

describe('refusals on engineering documents change nothing (issue 15)', () => {
  let t: TestApp;
  let projetista: Client, aprovador: Client, adminProjetos: Client;
  let subestacao: string, linha3: string, skid: string;

  /** The refusal is answered and the module's tables, files and audit log are as they were. */
  async function semMudar(acao: () => Promise<Response>, status: number, detail: string | RegExp) {
    const antes = await snapshot(t);
    const problem = refused(await acao(), status, detail);
    expect(await snapshot(t)).toEqual(antes);
    return problem;
  }

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    [projetista, aprovador, adminProjetos] = await signedInAs(t, [
      'projetista',
      'aprovador',
      'admin.projetos',
    ]);
    const [admin] = await signedInAs(t, ['admin']);
    subestacao = await obraIdOf(admin!, 'OB-2025-021');
    linha3 = await obraIdOf(admin!, 'OB-2025-014');
    skid = await obraIdOf(admin!, 'FB-2026-005');
  });
  afterAll(() => t.close());

  describe('the register', () => {
    it('refuses bad input with each field’s pt-BR message', async () => {
      const problem = await semMudar(
        () =>
          projetista.post(PROJETOS, {
            obraId: subestacao,
            numero: '#SE-001',
            titulo: '',
            disciplina: 'quimica',
          }),
        400,
        INVALIDOS,
      );
      expect(Object.fromEntries(problem.errors!.map((e) => [e.campo, e.mensagem]))).toMatchObject({
        numero: 'Use letras, números, ponto, hífen, barra e espaço no número do documento',
        titulo: 'Informe o título do documento',
        disciplina: 'Escolha a disciplina',
        categoria: 'Escolha a categoria',
      });
    });

    it('refuses a number already used in the obra, whatever its case', async () => {
      const doc = await criarDocumento(projetista, subestacao, { numero: 'SE-CIV-DE-0900' });
      await semMudar(
        () =>
          projetista.post(PROJETOS, {
            obraId: subestacao,
            numero: 'se-civ-de-0900',
            titulo: 'Outro documento',
            disciplina: 'civil',
            categoria: 'Executivo',
          }),
        409,
        'Já existe o documento se-civ-de-0900 nesta obra.',
      );
      // The same number on another obra is another document.
      expect((await criarDocumento(projetista, linha3, { numero: doc.numero })).numero).toBe(
        'SE-CIV-DE-0900',
      );
    });

    it('refuses a category of the other scope, naming the right ones', async () => {
      const site = await semMudar(
        () =>
          projetista.post(PROJETOS, {
            obraId: subestacao,
            numero: 'SE-MEC-0001',
            titulo: 'Bomba',
            disciplina: 'mecanica',
            categoria: 'Mecanica',
          }),
        400,
        'Um documento de obra é As Built, Executivo ou Referência',
      );
      expect(site.errors).toEqual([
        { campo: 'categoria', mensagem: 'Um documento de obra é As Built, Executivo ou Referência' },
      ]);
      await semMudar(
        () =>
          projetista.post(PROJETOS, {
            obraId: skid,
            numero: 'SK-EXEC-0001',
            titulo: 'Base',
            disciplina: 'civil',
            categoria: 'Executivo',
          }),
        400,
        'Um projeto da fábrica é Mecânica ou Elétrica',
      );
    });

    it('refuses an edit made on a stale version', async () => {
      const doc = await criarDocumento(projetista, subestacao);
      const editado = ok(
        await projetista.patch(projetoUrl(doc.id), { titulo: 'Título revisto', versao: doc.versao }),
        200,
        ZProjeto,
      );
      expect(editado).toMatchObject({ titulo: 'Título revisto', versao: doc.versao + 1 });
      await semMudar(
        () => projetista.patch(projetoUrl(doc.id), { titulo: 'Outro título', versao: doc.versao }),
        409,
        'Outra pessoa alterou este documento enquanto você o lia. Atualize a página e tente de novo.',
      );
      expect((await lerDocumento(projetista, doc.id)).titulo).toBe('Título revisto');
    });

    it('answers 404 for a document that does not exist', async () => {
      refused(await projetista.get(projetoUrl(NENHUM)), 404, 'Documento não encontrado.');
    });
  });

  describe('revisions and transmittals', () => {
    it('keeps one revision in preparation, none while the client reviews nor once cancelled', async () => {
      const doc = await criarDocumento(projetista, subestacao);
      await prepararRevisao(projetista, doc.id);
      await semMudar(
        () => projetista.post(`${projetoUrl(doc.id)}/revisoes`, { finalidade: 'informativo' }),
        409,
        'A revisão 0 deste documento já está em preparação: emita-a ou exclua-a antes.',
      );
      const { doc: emPap } = await documentoEmitido(t, projetista, subestacao);
      await semMudar(
        () => projetista.post(`${projetoUrl(emPap.id)}/revisoes`, { finalidade: 'para_aprovacao' }),
        409,
        'Este documento aguarda o parecer do cliente: a próxima revisão começa depois do parecer.',
      );
      await adminProjetos.post(`${projetoUrl(emPap.id)}/movimentos/cancelar`, { motivo: 'Fora do escopo' });
      await semMudar(
        () => projetista.post(`${projetoUrl(emPap.id)}/revisoes`, { finalidade: 'para_aprovacao' }),
        409,
        'Este documento está cancelado: reative-o antes de alterá-lo.',
      );
    });

    it('refuses a GRD with a revision without files, of another obra or already issued, issuing none', async () => {
      const semArquivo = await criarDocumento(projetista, subestacao);
      const { revisao: r1 } = await prepararRevisao(projetista, semArquivo.id);
      const comArquivo = await criarDocumento(projetista, subestacao);
      const { revisao: r2 } = await prepararRevisao(projetista, comArquivo.id);
      await enviarArquivo(t, projetista, comArquivo.id, r2.id);
      const problem = await semMudar(
        () => projetista.post(GRDS, { obraId: subestacao, revisoes: [r2.id, r1.id] }),
        400,
        GRD_INVALIDA,
      );
      expect(problem.errors).toEqual([
        {
          campo: 'revisoes.1',
          mensagem: `Envie ao menos um arquivo da revisão 0 do documento ${semArquivo.numero} antes de emiti-la`,
        },
      ]);
      const outra = await semMudar(
        () => projetista.post(GRDS, { obraId: linha3, revisoes: [r2.id] }),
        400,
        GRD_INVALIDA,
      );
      expect(outra.errors?.[0]?.mensagem).toBe(
        `A revisão 0 do documento ${comArquivo.numero} é de outra obra`,
      );
      expect((await lerDocumento(projetista, comArquivo.id)).situacao).toBe('EL');

      const ontem = addDays(todayInSaoPaulo(), -1);
      const prazo = await semMudar(
        () => projetista.post(GRDS, { obraId: subestacao, revisoes: [r2.id], prazo: ontem }),
        400,
        GRD_INVALIDA,
      );
      expect(prazo.errors).toEqual([
        { campo: 'prazo', mensagem: 'O prazo do cliente não pode ser anterior a hoje' },
      ]);

      expect((await projetista.post(GRDS, { obraId: subestacao, revisoes: [r2.id] })).statusCode).toBe(201);
      await semMudar(
        () => projetista.post(GRDS, { obraId: subestacao, revisoes: [r2.id] }),
        409,
        `A revisão 0 do documento ${comArquivo.numero} já foi emitida.`,
      );
      await semMudar(
        () => projetista.post(GRDS, { obraId: subestacao, revisoes: [NENHUM] }),
        400,
        GRD_INVALIDA,
      );
    });

    it('freezes an issued revision: no edit, no file in or out, no deletion', async () => {
      const { doc, revisaoId } = await documentoEmitido(t, projetista, subestacao);
      const arquivo = doc.revisoes[0]!.arquivos[0]!;
      const congelada = 'Esta revisão já foi emitida: seus arquivos e dados não mudam mais.';
      await semMudar(
        () => projetista.patch(revisaoUrl(doc.id, revisaoId), { descricao: 'Mudou' }),
        409,
        congelada,
      );
      await semMudar(() => projetista.delete(revisaoUrl(doc.id, revisaoId)), 409, congelada);
      await semMudar(() => enviarArquivo(t, projetista, doc.id, revisaoId), 409, congelada);
      await semMudar(
        () => projetista.delete(`${revisaoUrl(doc.id, revisaoId)}/arquivos/${arquivo.id}`),
        409,
        congelada,
      );
    });

    it('deletes a revision in preparation with its files', async () => {
      const doc = await criarDocumento(projetista, subestacao);
      const { revisao } = await prepararRevisao(projetista, doc.id);
      await enviarArquivo(t, projetista, doc.id, revisao.id);
      const arquivo = (await lerDocumento(projetista, doc.id)).revisoes[0]!.arquivos[0]!;
      const antes = await snapshot(t);
      const res = ok(await projetista.delete(revisaoUrl(doc.id, revisao.id)), 200, ZProjeto);
      expect(res.revisoes).toEqual([]);
      const depois = await snapshot(t);
      expect([depois.revisoes, depois.arquivos]).toEqual([antes.revisoes - 1, antes.arquivos - 1]);
      expect((await projetista.get(`/api/arquivos/${arquivo.id}`)).statusCode).toBe(404);
      // The next revision is 0 again: the deleted one was never issued.
      expect((await prepararRevisao(projetista, doc.id)).revisao.revisao).toBe('0');
    });
  });

  describe('the review and comments', () => {
    it('refuses B, C or D without comments and due date, a second review and a superseded revision', async () => {
      const { doc, revisaoId } = await documentoEmitido(t, projetista, subestacao);
      const problem = await semMudar(
        () => parecer(aprovador, doc.id, revisaoId, { codigo: 'C' }),
        400,
        INVALIDOS,
      );
      expect(problem.errors?.map((e) => e.campo).sort()).toEqual(['comentarios', 'prazo']);
      await semMudar(
        () =>
          parecer(aprovador, doc.id, revisaoId, {
            codigo: 'C',
            comentarios: ['Rever'],
            prazo: addDays(todayInSaoPaulo(), -2),
          }),
        400,
        INVALIDOS,
      );
      ok(
        await parecer(aprovador, doc.id, revisaoId, {
          codigo: 'C',
          comentarios: ['Rever a seção AA'],
          prazo: addDays(todayInSaoPaulo(), 7),
        }),
        200,
        ZProjeto,
      );
      // Once reviewed the document is back with the designers: no second code.
      await semMudar(
        () => parecer(aprovador, doc.id, revisaoId, { codigo: 'A' }),
        403,
        'Só o aprovador do cliente desta obra revisa um documento, e só enquanto ele está pendente de aprovação (PAP).',
      );
      await semMudar(
        () => parecer(adminProjetos, doc.id, revisaoId, { codigo: 'A' }),
        409,
        'A revisão 0 já recebeu o parecer C.',
      );
    });

    it('closes a comment once, answers only open ones, and never lets a client answer', async () => {
      const { doc, revisaoId } = await documentoEmitido(t, projetista, subestacao);
      const revisado = ok(
        await parecer(aprovador, doc.id, revisaoId, {
          codigo: 'B',
          comentarios: ['Ajustar a legenda'],
          prazo: addDays(todayInSaoPaulo(), 7),
        }),
        200,
        ZProjeto,
      );
      const comentario = revisado.comentarios[0]!;
      const url = `${projetoUrl(doc.id)}/comentarios/${comentario.id}`;
      await semMudar(
        () => aprovador.post(`${url}/resposta`, { texto: 'Eu mesmo respondo' }),
        403,
        'Só os projetistas (editor de projetos) ou o administrador de projetos podem fazer isto.',
      );
      await semMudar(
        () => projetista.post(`${url}/fechar`, {}),
        403,
        'Só quem escreveu o comentário pode fechá-lo.',
      );
      expect((await aprovador.post(`${url}/fechar`, {})).statusCode).toBe(200);
      await semMudar(() => aprovador.post(`${url}/fechar`, {}), 409, 'Este comentário já foi fechado.');
      await semMudar(
        () => projetista.post(`${url}/resposta`, { texto: 'Tarde demais' }),
        409,
        'Este comentário já foi fechado.',
      );
    });

    it('refuses a comment before any issue and a cancel without a reason', async () => {
      const doc = await criarDocumento(projetista, subestacao);
      await semMudar(
        () => projetista.post(`${projetoUrl(doc.id)}/comentarios`, { texto: 'Cedo demais' }),
        409,
        'Este documento ainda não tem revisão emitida para comentar.',
      );
      const problem = await semMudar(
        () => adminProjetos.post(`${projetoUrl(doc.id)}/movimentos/cancelar`, {}),
        400,
        INVALIDOS,
      );
      expect(problem.errors).toEqual([{ campo: 'motivo', mensagem: 'Diga o motivo' }]);
    });
  });

  describe('what a change keeps and leaves behind', () => {
    it('keeps a revision’s description when only its purpose changes', async () => {
      const doc = await criarDocumento(projetista, subestacao);
      const { revisao } = await prepararRevisao(projetista, doc.id, { descricao: 'Emissão inicial' });
      const res = ok(
        await projetista.patch(revisaoUrl(doc.id, revisao.id), { finalidade: 'informativo' }),
        200,
        ZProjeto,
      );
      expect(res.revisoes[0]).toMatchObject({ finalidade: 'informativo', descricao: 'Emissão inicial' });
    });

    it('refuses to make internal (Referência) a document the client has under review', async () => {
      const { doc } = await documentoEmitido(t, projetista, subestacao);
      expect(doc.situacao).toBe('PAP');
      const naoPassa =
        'Este documento já foi enviado ao cliente para aprovação: ele não pode passar a ser de Referência (interno)';
      const problem = await semMudar(
        () => adminProjetos.patch(projetoUrl(doc.id), { categoria: 'Referencia' }),
        400,
        naoPassa,
      );
      expect(problem.errors).toEqual([{ campo: 'categoria', mensagem: naoPassa }]);
      // Still in the approver's view.
      expect((await aprovador.get(projetoUrl(doc.id))).statusCode).toBe(200);
    });

    it('never writes an internal comment’s answer into the document’s history', async () => {
      const { doc } = await documentoEmitido(t, projetista, subestacao);
      const comentado = ok(
        await adminProjetos.post(`${projetoUrl(doc.id)}/comentarios`, {
          texto: 'Conferir o custo do aço',
          interno: true,
        }),
        201,
        ZProjeto,
      );
      const comentario = comentado.comentarios.find((c) => c.interno)!;
      const url = `${projetoUrl(doc.id)}/comentarios/${comentario.id}`;
      expect((await adminProjetos.post(`${url}/resposta`, { texto: 'Custo de R$ 12 mil' })).statusCode).toBe(
        200,
      );
      expect((await adminProjetos.post(`${url}/fechar`, {})).statusCode).toBe(200);
      const historico = JSON.stringify(await auditOf(t, 'projeto', doc.id));
      expect(historico).toContain('fechar_comentario');
      expect(historico).not.toContain('Conferir o custo');
      expect(historico).not.toContain('R$ 12 mil');
    });
  });
});
