import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TApolice, type TApoliceInput, type TBuscaResposta } from '@portal/domain';
import type { Client, Response } from '../../test/http-client';
import { problemOf } from '../../test/identity-helpers';
import { PNG, auditCount, auditOf, obraIdOf, putMultipart, signedInAs } from '../../test/obras-helpers';
import {
  PDF,
  apoliceInput,
  createApolice,
  dia,
  endossar,
  readApolice,
  segurosStored,
} from '../../test/seguros-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

const INVALIDOS = 'Os dados enviados são inválidos.';
const NAO_ENCONTRADA = 'Apólice não encontrada.';
const COBERTURA_A = { descricao: 'Cobertura básica — obras civis', limite: '1000000.00', franquia: '' };
const COBERTURA_B = { descricao: 'Responsabilidade civil cruzada', limite: '300000.00', franquia: '' };

describe('registering, reading, editing and deleting insurance policies', () => {
  let t: TestApp;
  let seguros: Client;
  let gestor: Client;
  let substituto: Client;
  let cliente: Client;
  let subestacao: string; // OB-2025-021: gestor's, no policy in the demo

  /** What a refusal must leave as it was: the stored policies and endorsements, and the audit trail. */
  const everything = async () => ({ ...(await segurosStored(t)), audit: await auditCount(t) });
  const refused = (res: Response, status: number) => {
    expect(res.statusCode, res.body).toBe(status);
    return problemOf(res);
  };

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    const [admin] = await signedInAs(t, ['admin']);
    [seguros, gestor, substituto, cliente] = await signedInAs(t, [
      'seguros',
      'gestor',
      'substituto',
      'cliente',
    ]);
    subestacao = await obraIdOf(admin, 'OB-2025-021');
  });
  afterAll(() => t.close());

  describe('registering', () => {
    it('lets the insurance analyst register an engineering-risk policy, shown as stored, with an audit line', async () => {
      const before = await everything();
      const input = apoliceInput({
        tipo: 'IM+OCC',
        importanciaSegurada: '25000000',
        premio: '120000.5',
        coberturas: [COBERTURA_A, COBERTURA_B],
        observacoes: 'Inclui o canteiro de apoio.',
      });
      const created = await createApolice(seguros, subestacao, input);
      expect(created).toMatchObject({
        obra: { id: subestacao, codigo: 'OB-2025-021' },
        ramo: 'risco_engenharia',
        tipo: 'IM+OCC',
        seguradora: input.seguradora,
        numero: input.numero,
        inicioVigencia: dia(-30),
        fimVigencia: dia(335),
        importanciaSegurada: '25000000.00',
        premioTotal: '120000.50',
        situacao: 'vigente',
        diasParaVencer: 335,
        endossos: 0,
        coberturas: [COBERTURA_A, COBERTURA_B],
        observacoes: 'Inclui o canteiro de apoio.',
        original: {
          fimVigencia: dia(335),
          importanciaSegurada: '25000000.00',
          premio: '120000.50',
          coberturas: [COBERTURA_A, COBERTURA_B],
        },
        arquivo: null,
        historicoEndossos: [],
        acoes: { editar: true, excluir: true, endossar: true },
      });
      expect(await readApolice(seguros, created.id)).toEqual(created);
      expect((await auditOf(t, 'apolice_seguro', created.id)).map((a) => a.action)).toEqual(['criar']);
      expect(await everything()).toEqual({
        ...before,
        apolices: before.apolices + 1,
        audit: before.audit + 1,
      });
    });

    it('registers a full-operation policy of the obra as well', async () => {
      const created = await createApolice(seguros, subestacao, {
        ramo: 'pleno_funcionamento',
        tipo: 'MR',
        inicioVigencia: dia(400),
        fimVigencia: dia(765),
      });
      expect(created).toMatchObject({ ramo: 'pleno_funcionamento', tipo: 'MR', situacao: 'a_iniciar' });
      expect((await auditOf(t, 'apolice_seguro', created.id)).map((a) => a.action)).toEqual(['criar']);
    });

    it.each<[string, Partial<TApoliceInput>, string, string]>([
      [
        'an end before the start',
        { fimVigencia: dia(-31) },
        'fimVigencia',
        'O fim da vigência deve ser depois do início',
      ],
      [
        'a type of the other kind',
        { ramo: 'pleno_funcionamento', tipo: 'OCC' },
        'tipo',
        'Este tipo não é deste ramo de seguro',
      ],
      ['no covers', { coberturas: [] }, 'coberturas', 'Informe ao menos uma cobertura'],
      [
        'a sum insured of zero',
        { importanciaSegurada: '0.00' },
        'importanciaSegurada',
        'A importância segurada deve ser maior que zero',
      ],
      ['money written the Brazilian way', { premio: '12.000,00' }, 'premio', 'Valor inválido'],
    ])('refuses %s with a message on the field, storing nothing', async (_what, fields, campo, mensagem) => {
      const before = await everything();
      const res = await seguros.post(`/api/obras/${subestacao}/seguros/apolices`, apoliceInput(fields));
      const problem = refused(res, 400);
      expect(problem).toMatchObject({ code: 'VALIDATION_FAILED', detail: INVALIDOS });
      expect(problem.errors).toEqual([{ campo, mensagem }]);
      expect(await everything()).toEqual(before);
    });

    it('refuses a number the insurer already used, whatever the case of its name (409), storing nothing', async () => {
      const first = await createApolice(seguros, subestacao, { seguradora: 'Mapfre Seguros' });
      const before = await everything();
      const again = apoliceInput({ seguradora: 'MAPFRE seguros', numero: first.numero });
      const problem = refused(await seguros.post(`/api/obras/${subestacao}/seguros/apolices`, again), 409);
      expect(problem.detail).toBe(
        `A seguradora MAPFRE seguros já tem uma apólice com o número ${first.numero}.`,
      );
      expect(await everything()).toEqual(before);
      // Another insurer may use the same number.
      await createApolice(seguros, subestacao, { seguradora: 'Allianz Seguros', numero: first.numero });
    });

    it('answers a malformed or unknown id with a pt-BR message, changing nothing', async () => {
      const before = await everything();
      expect(refused(await seguros.get('/api/seguros/apolices/abc'), 400).errors).toEqual([
        { campo: 'apolice', mensagem: 'Apólice inválida' },
      ]);
      const onObra = await seguros.post('/api/obras/abc/seguros/apolices', apoliceInput());
      expect(refused(onObra, 400).errors).toEqual([{ campo: 'obra', mensagem: 'Obra inválida' }]);
      const missing = '00000000-0000-4000-8000-000000000000';
      expect(refused(await seguros.get(`/api/seguros/apolices/${missing}`), 404).detail).toBe(NAO_ENCONTRADA);
      const endosso = {
        numero: '1',
        dataEmissao: dia(0),
        descricao: 'Prorrogação',
        novoFimVigencia: dia(400),
      };
      const endorsed = await seguros.post(`/api/seguros/apolices/${missing}/endossos`, endosso);
      expect(refused(endorsed, 404).detail).toBe(NAO_ENCONTRADA);
      const apolice = await createApolice(seguros, subestacao);
      const stored = await everything();
      expect(
        refused(await seguros.delete(`/api/seguros/apolices/${apolice.id}/endossos/xyz`), 400).errors,
      ).toEqual([{ campo: 'endosso', mensagem: 'Endosso inválido' }]);
      const noEndosso = await seguros.delete(`/api/seguros/apolices/${apolice.id}/endossos/${missing}`);
      expect(refused(noEndosso, 404).detail).toBe('Endosso não encontrado.');
      expect(await everything()).toEqual(stored);
      expect(stored).toEqual({ ...before, apolices: before.apolices + 1, audit: before.audit + 1 });
    });
  });

  describe('editing and deleting', () => {
    it('corrects the policy as issued while its endorsements still apply on top', async () => {
      const apolice = await createApolice(seguros, subestacao, { fimVigencia: dia(100) });
      await endossar(seguros, apolice.id, { numero: '1', dataEmissao: dia(0), novoFimVigencia: dia(300) });
      const { ramo: _ramo, ...issued } = apoliceInput({ numero: apolice.numero, fimVigencia: dia(100) });
      const body = { ...issued, corretora: 'Gama Corretora', fimVigencia: dia(120), premio: '13000' };
      const res = await seguros.put(`/api/seguros/apolices/${apolice.id}`, body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        corretora: 'Gama Corretora',
        fimVigencia: dia(300),
        premioTotal: '13000.00',
        original: { fimVigencia: dia(120), premio: '13000.00' },
      });
      const other = await createApolice(seguros, subestacao, { seguradora: body.seguradora.toUpperCase() });
      const before = await everything();
      const taken = await seguros.put(`/api/seguros/apolices/${apolice.id}`, {
        ...body,
        numero: other.numero,
      });
      expect(refused(taken, 409).detail).toBe(
        `A seguradora ${body.seguradora} já tem uma apólice com o número ${other.numero}.`,
      );
      const late = await seguros.put(`/api/seguros/apolices/${apolice.id}`, {
        ...body,
        inicioVigencia: dia(301),
        fimVigencia: dia(302),
      });
      expect(refused(late, 400).errors).toEqual([
        { campo: 'inicioVigencia', mensagem: 'O início deve ser antes do fim da vigência endossada' },
      ]);
      const wrongKind = await seguros.put(`/api/seguros/apolices/${apolice.id}`, { ...body, tipo: 'RO' });
      expect(refused(wrongKind, 400).errors).toEqual([
        { campo: 'tipo', mensagem: 'Este tipo não é deste ramo de seguro' },
      ]);
      expect(await everything()).toEqual(before);
      expect((await auditOf(t, 'apolice_seguro', apolice.id)).map((a) => a.action)).toEqual([
        'criar',
        'endossar',
        'editar',
      ]);
    });

    it('deletes a policy with its endorsements: it is gone from the list, with an audit line', async () => {
      const apolice = await createApolice(seguros, subestacao);
      await endossar(seguros, apolice.id, { numero: '1', dataEmissao: dia(0), premioAdicional: '10' });
      const before = await everything();
      expect((await seguros.delete(`/api/seguros/apolices/${apolice.id}`)).statusCode).toBe(204);
      expect(refused(await seguros.get(`/api/seguros/apolices/${apolice.id}`), 404).detail).toBe(
        NAO_ENCONTRADA,
      );
      expect((await seguros.get(`/api/seguros/apolices?q=${apolice.numero}`)).json()).toEqual({
        items: [],
        total: 0,
      });
      expect(await everything()).toEqual({
        apolices: before.apolices - 1,
        endossos: before.endossos - 1,
        audit: before.audit + 1,
      });
      expect((await auditOf(t, 'apolice_seguro', apolice.id)).at(-1)).toMatchObject({ action: 'excluir' });
    });
  });

  describe('documents', () => {
    let apolice: TApolice;

    beforeAll(async () => {
      apolice = await createApolice(seguros, subestacao);
      apolice = await endossar(seguros, apolice.id, {
        numero: '1',
        dataEmissao: dia(0),
        premioAdicional: '10',
      });
    });

    it('attaches the policy’s PDF and an endorsement’s image, which whoever reads the policy downloads', async () => {
      const url = `/api/seguros/apolices/${apolice.id}`;
      const withPdf = await putMultipart(t, seguros, `${url}/arquivo`, 'apolice.pdf', PDF);
      expect(withPdf.statusCode, withPdf.body).toBe(200);
      const pdf = withPdf.json<TApolice>().arquivo!;
      expect(pdf).toMatchObject({ nome: 'apolice.pdf', mime: 'application/pdf', tamanho: PDF.length });
      const endossoId = apolice.historicoEndossos[0]!.id;
      const withPng = await putMultipart(
        t,
        seguros,
        `${url}/endossos/${endossoId}/arquivo`,
        'endosso.png',
        PNG,
      );
      expect(withPng.statusCode, withPng.body).toBe(200);
      const png = withPng.json<TApolice>().historicoEndossos[0]!.arquivo!;
      expect(png).toMatchObject({ nome: 'endosso.png', mime: 'image/png' });
      expect((await auditOf(t, 'apolice_seguro', apolice.id)).map((a) => a.action).slice(-2)).toEqual([
        'anexar_apolice',
        'anexar_endosso',
      ]);

      // The obra's site manager reads the policy, and so its documents; another site manager and a client do not.
      for (const [id, bytes] of [
        [pdf.id, PDF],
        [png.id, PNG],
      ] as const) {
        const download = await gestor.get(`/api/arquivos/${id}`);
        expect(download.statusCode, download.body).toBe(200);
        expect(download.rawPayload.equals(bytes)).toBe(true);
        for (const stranger of [substituto, cliente])
          expect(refused(await stranger.get(`/api/arquivos/${id}`), 404).detail).toBe(
            'Arquivo não encontrado.',
          );
      }
    });

    it('refuses a document from whoever only reads the policy (403), changing nothing', async () => {
      const url = `/api/seguros/apolices/${apolice.id}`;
      const policy = await readApolice(seguros, apolice.id);
      const before = await everything();
      const endossoId = policy.historicoEndossos[0]!.id;
      for (const path of [`${url}/arquivo`, `${url}/endossos/${endossoId}/arquivo`]) {
        const byReader = await putMultipart(t, gestor, path, 'apolice.pdf', PDF);
        expect(refused(byReader, 403).detail).toBe('Você não pode alterar os documentos desta apólice.');
      }
      expect(await readApolice(seguros, apolice.id)).toEqual(policy);
      expect(await everything()).toEqual(before);
    });

    it('takes only a PDF or an image as the policy’s document (415 otherwise), changing nothing', async () => {
      const policy = await readApolice(seguros, apolice.id);
      const before = await everything();
      const texto = Buffer.from('Apólice nº 123, vigência até 31/12/2027');
      const res = await putMultipart(
        t,
        seguros,
        `/api/seguros/apolices/${apolice.id}/arquivo`,
        'apolice.txt',
        texto,
      );
      expect(refused(res, 415).detail).toMatch(/^Tipo de arquivo não aceito\. Envie /);
      expect(await readApolice(seguros, apolice.id)).toEqual(policy);
      expect(await everything()).toEqual(before);
    });
  });

  describe('the top bar search', () => {
    const achadas = async (who: Client, q: string) => {
      const res = await who.get(`/api/busca?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, res.body).toBe(200);
      const grupo = (res.json() as TBuscaResposta).grupos.find((g) => g.modulo === 'seguros');
      return grupo?.itens.map((i) => i.titulo) ?? [];
    };

    it('finds a policy by its number with or without dots, by insurer or obra, among those the user may read', async () => {
      for (const q of ['0012345', '05.96.0012345', 'apólice 0012345', 'tokio linha 3'])
        expect(await achadas(seguros, q), q).toEqual(['Apólice 05.96.0012345 · Tokio Marine Seguradora']);
      const retrofit = ['Apólice MR-2025-10442 · Allianz Seguros', 'Apólice RE-2024-88120 · Allianz Seguros'];
      expect((await achadas(seguros, 'allianz retrofit')).sort()).toEqual(retrofit);
      // The site manager of the main obra finds its policy, not the Allianz ones of another site manager's obra.
      expect(await achadas(gestor, '0012345')).toHaveLength(1);
      expect(await achadas(gestor, 'allianz retrofit')).toEqual([]);
      expect((await achadas(substituto, 'allianz retrofit')).sort()).toEqual(retrofit);
      expect(await achadas(cliente, '0012345')).toEqual([]);
    });
  });
});
