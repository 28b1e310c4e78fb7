import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZProjeto, ZProjetosPage, type TProjeto } from '@portal/domain';
import type { Client } from '../../test/http-client';
import { obraIdOf, signedInAs } from '../../test/obras-helpers';
import {
  GRDS,
  NAO_ENCONTRADO,
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
} from '../../test/projetos-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

const QUEM_REVISA =
  'Só o aprovador do cliente desta obra revisa um documento, e só enquanto ele está pendente de aprovação (PAP).';
const SO_PROJETISTAS =
  'Só os projetistas (editor de projetos) ou o administrador de projetos podem fazer isto.';

/** The ids in the register page this user gets for `query`. */
async function registro(who: Client, query: string): Promise<string[]> {
  const page = ok(await who.get(`/api/projetos?pageSize=100&${query}`), 200, ZProjetosPage);
  return page.items.map((p) => p.id);
}

describe('who does what on engineering documents and factory projects (SPEC §6 Projects, Factory projects, Clients)', () => {
  let t: TestApp;
  let adminProjetos: Client, projetista: Client, gestor: Client, aprovador: Client, cliente: Client;
  let clienteFabrica: Client, aprovadorFabrica: Client, seguranca: Client;
  let subestacao: string, linha3: string, skid: string;
  /** On the substation: one in PAP (rev 0 issued), one Referência, one in EL. On Linha 3: one in PAP. */
  let emPap: TProjeto, referencia: TProjeto, emElaboracao: TProjeto, daLinha3: TProjeto, fabrica: TProjeto;
  let revPap: string, revLinha3: string, revFabrica: string;

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    [adminProjetos, projetista, gestor, aprovador, cliente, clienteFabrica, aprovadorFabrica, seguranca] =
      await signedInAs(t, [
        'admin.projetos',
        'projetista',
        'gestor',
        'aprovador',
        'cliente',
        'cliente.fabrica',
        'aprovador.fabrica',
        'seguranca',
      ]);
    const [admin] = await signedInAs(t, ['admin']);
    subestacao = await obraIdOf(admin!, 'OB-2025-021');
    linha3 = await obraIdOf(admin!, 'OB-2025-014');
    skid = await obraIdOf(admin!, 'FB-2026-005');
    ({ doc: emPap, revisaoId: revPap } = await documentoEmitido(t, projetista, subestacao));
    referencia = await criarDocumento(adminProjetos, subestacao, {
      categoria: 'Referencia',
      titulo: 'Proposta técnica do fornecedor (interna)',
    });
    emElaboracao = await criarDocumento(projetista, subestacao);
    ({ doc: daLinha3, revisaoId: revLinha3 } = await documentoEmitido(t, projetista, linha3));
    ({ doc: fabrica, revisaoId: revFabrica } = await documentoEmitido(t, projetista, skid, {
      categoria: 'Mecanica',
      disciplina: 'mecanica',
      titulo: 'Arranjo geral do skid',
    }));
  });
  afterAll(() => t.close());

  it('makes a fabrication’s documents factory projects, with the factory’s categories', () => {
    expect(fabrica).toMatchObject({ escopo: 'fabrica', categoria: 'Mecanica', situacao: 'PAP' });
    expect(emPap.escopo).toBe('cre');
  });

  describe('admin_projetos', () => {
    it('reads the internal documents and is offered the cancel button', async () => {
      expect((await lerDocumento(adminProjetos, referencia.id)).categoria).toBe('Referencia');
      const doc = await lerDocumento(adminProjetos, emElaboracao.id);
      expect(doc.movimentos.map((m) => m.movimento)).toEqual(['cancelar']);
    });
  });

  describe('editor_projetista (projetista@)', () => {
    it('creates, prepares and issues, but reads no Referência document and cannot create one', async () => {
      expect(await registro(projetista, `obraId=${subestacao}`)).not.toContain(referencia.id);
      refused(await projetista.get(projetoUrl(referencia.id)), 404, NAO_ENCONTRADO);
      const res = await projetista.post('/api/projetos', {
        obraId: subestacao,
        numero: 'REF-INTERNA-01',
        titulo: 'Documento interno',
        disciplina: 'geral',
        categoria: 'Referencia',
      });
      const problem = refused(res, 400, 'Documentos de Referência são internos: você não pode cadastrá-los');
      expect(problem.errors?.[0]?.campo).toBe('categoria');
    });

    it('cannot review (the client’s code is not a designer’s update) nor cancel', async () => {
      refused(await parecer(projetista, emPap.id, revPap, { codigo: 'A' }), 403, QUEM_REVISA);
      expect((await lerDocumento(projetista, emPap.id)).acoes.parecer).toBe(false);
      const cancelar = await projetista.post(`${projetoUrl(emElaboracao.id)}/movimentos/cancelar`, {
        motivo: 'Não precisa mais',
      });
      refused(cancelar, 403, 'Só o administrador de projetos cancela ou reativa um documento.');
    });
  });

  describe('site_manager (gestor@)', () => {
    it('reads the internal documents and sees the drafts, uploads, but cannot prepare, edit nor issue', async () => {
      expect(await registro(gestor, `obraId=${subestacao}&categoria=Referencia`)).toContain(referencia.id);
      const { revisao } = await prepararRevisao(projetista, emElaboracao.id);
      const visto = await lerDocumento(gestor, emElaboracao.id);
      expect(visto.revisoes[0]?.acoes).toMatchObject({ enviarArquivos: true, editar: false, excluir: false });
      expect(visto.acoes).toMatchObject({ editar: false, novaRevisao: false, comentarInterno: false });
      expect((await enviarArquivo(t, gestor, emElaboracao.id, revisao.id, 'medicao.pdf')).statusCode).toBe(
        201,
      );
      refused(
        await gestor.post(`${projetoUrl(emElaboracao.id)}/revisoes`, { finalidade: 'informativo' }),
        403,
        SO_PROJETISTAS,
      );
      refused(
        await gestor.patch(projetoUrl(emElaboracao.id), { titulo: 'Outro título' }),
        403,
        SO_PROJETISTAS,
      );
      refused(await gestor.post(GRDS, { obraId: subestacao, revisoes: [revisao.id] }), 403, SO_PROJETISTAS);
      expect((await lerDocumento(projetista, emElaboracao.id)).situacao).toBe('EL');
    });
  });

  describe('client approver of the obra (aprovador@)', () => {
    it('reads and comments on their obra’s documents, never a Referência one nor another obra’s', async () => {
      const ids = await registro(aprovador, 'escopo=cre');
      expect(ids).toEqual(expect.arrayContaining([emPap.id, emElaboracao.id]));
      expect(ids).not.toContain(referencia.id);
      expect(ids).not.toContain(daLinha3.id);
      refused(await aprovador.get(projetoUrl(referencia.id)), 404, NAO_ENCONTRADO);
      refused(await aprovador.get(projetoUrl(daLinha3.id)), 404, NAO_ENCONTRADO);
      const res = await aprovador.post(`${projetoUrl(emPap.id)}/comentarios`, {
        texto: 'Confirmar a cota de topo',
      });
      expect(res.statusCode, res.body).toBe(201);
      refused(
        await aprovador.post(`${projetoUrl(emPap.id)}/comentarios`, { texto: 'Nota interna', interno: true }),
        403,
        'Só a equipe interna escreve comentários internos.',
      );
    });

    it('never sees internal comments, a draft revision or its files', async () => {
      expect(
        (await gestor.post(`${projetoUrl(emPap.id)}/comentarios`, { texto: 'Só da equipe', interno: true }))
          .statusCode,
      ).toBe(201);
      const doGestor = await lerDocumento(gestor, emPap.id);
      expect(doGestor.comentarios.some((c) => c.interno)).toBe(true);
      const doCliente = await lerDocumento(aprovador, emPap.id);
      expect(doCliente.comentarios.some((c) => c.interno || c.texto === 'Só da equipe')).toBe(false);

      const rascunho = (await lerDocumento(gestor, emElaboracao.id)).revisoes[0]!;
      const arquivo = rascunho.arquivos[0]!;
      expect((await lerDocumento(aprovador, emElaboracao.id)).revisoes).toEqual([]);
      refused(
        await aprovador.get(`${revisaoUrl(emElaboracao.id, rascunho.id)}/arquivos/${arquivo.id}`),
        404,
        'Revisão não encontrada.',
      );
      expect((await aprovador.get(`/api/arquivos/${arquivo.id}`)).statusCode).toBe(404);
      expect((await gestor.get(`/api/arquivos/${arquivo.id}`)).statusCode).toBe(200);
    });

    it('reviews only while the document is in PAP, and edits nothing of the register', async () => {
      const fora = await documentoEmitido(t, projetista, subestacao, {}, { finalidade: 'para_construcao' });
      expect(fora.doc.situacao).toBe('EMI');
      refused(await parecer(aprovador, fora.doc.id, fora.revisaoId, { codigo: 'A' }), 403, QUEM_REVISA);
      refused(
        await aprovador.patch(projetoUrl(emPap.id), { titulo: 'Título do cliente' }),
        403,
        SO_PROJETISTAS,
      );
      const doc = ok(await parecer(aprovador, emPap.id, revPap, { codigo: 'A' }), 200, ZProjeto);
      expect(doc.situacao).toBe('APR');
    });
  });

  describe('client projetista of another obra (cliente@)', () => {
    it('reads and comments on their obra’s documents, and gets 404 for the other obra’s and its GRD', async () => {
      expect(await registro(cliente, 'escopo=cre')).toContain(daLinha3.id);
      expect(
        (await cliente.post(`${projetoUrl(daLinha3.id)}/comentarios`, { texto: 'Ok para nós' })).statusCode,
      ).toBe(201);
      refused(await cliente.get(projetoUrl(emElaboracao.id)), 404, NAO_ENCONTRADO);
      const grd = (await lerDocumento(projetista, daLinha3.id)).revisoes[0]!.transmittal!;
      expect((await cliente.get(`${GRDS}/${grd.id}`)).statusCode).toBe(200);
      const outra = (await lerDocumento(projetista, fabrica.id)).revisoes[0]!.transmittal!;
      refused(await cliente.get(`${GRDS}/${outra.id}`), 404, 'GRD não encontrada.');
      refused(await cliente.get(`${GRDS}/${outra.id}/pdf`), 404, 'GRD não encontrada.');
      refused(await parecer(cliente, daLinha3.id, revLinha3, { codigo: 'A' }), 403, QUEM_REVISA);
    });
  });

  describe('factory roles', () => {
    it('lets the fabrication’s client projetista read its projects, not comment, and not the sites’', async () => {
      expect(await registro(clienteFabrica, 'escopo=fabrica')).toContain(fabrica.id);
      refused(
        await clienteFabrica.get('/api/projetos?escopo=cre'),
        403,
        'Você não tem acesso aos documentos de engenharia.',
      );
      refused(
        await clienteFabrica.post(`${projetoUrl(fabrica.id)}/comentarios`, { texto: 'Comentário' }),
        403,
        'Você pode ler este documento, mas não comentá-lo.',
      );
      refused(await clienteFabrica.get(projetoUrl(emPap.id)), 404, NAO_ENCONTRADO);
    });

    it('lets the fabrication’s aprovador_fabrica review it, and no site approver', async () => {
      refused(await aprovador.get(projetoUrl(fabrica.id)), 404, NAO_ENCONTRADO);
      const doc = ok(
        await parecer(aprovadorFabrica, fabrica.id, revFabrica, {
          codigo: 'D',
          comentarios: ['Skid fora do gabarito da base'],
          prazo: '2099-01-31',
        }),
        200,
        ZProjeto,
      );
      expect(doc).toMatchObject({ situacao: 'REP', codigo: 'D', prazo: '2099-01-31' });
    });
  });

  it('refuses the register to who has no project role, and hides each document', async () => {
    refused(await seguranca.get('/api/projetos'), 403, 'Você não tem acesso aos documentos de engenharia.');
    refused(await seguranca.get(projetoUrl(emPap.id)), 404, NAO_ENCONTRADO);
    refused(
      await seguranca.get(`${GRDS}?escopo=cre`),
      403,
      'Você não tem acesso aos documentos de engenharia.',
    );
  });
});
