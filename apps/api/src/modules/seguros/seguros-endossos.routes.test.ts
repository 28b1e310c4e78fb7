import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatMoney, type TApolice } from '@portal/domain';
import type { Client, Response } from '../../test/http-client';
import { problemOf } from '../../test/identity-helpers';
import { auditCount, auditOf, obraIdOf, signedInAs } from '../../test/obras-helpers';
import { createApolice, dia, endossar, readApolice, segurosStored } from '../../test/seguros-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

const INVALIDOS = 'Os dados enviados são inválidos.';
const COBERTURA_A = { descricao: 'Cobertura básica — obras civis', limite: '1000000.00', franquia: '' };
const COBERTURA_B = { descricao: 'Responsabilidade civil cruzada', limite: '300000.00', franquia: '' };

describe('endorsements of an insurance policy', () => {
  let t: TestApp;
  let seguros: Client;
  let subestacao: string; // OB-2025-021: gestor's, no policy in the demo
  let apolice: TApolice;

  /** What a refusal must leave as it was: the stored policies and endorsements, and the audit trail. */
  const everything = async () => ({ ...(await segurosStored(t)), audit: await auditCount(t) });
  const refused = (res: Response, status: number) => {
    expect(res.statusCode, res.body).toBe(status);
    return problemOf(res);
  };

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    const [admin] = await signedInAs(t, ['admin']);
    [seguros] = await signedInAs(t, ['seguros']);
    subestacao = await obraIdOf(admin, 'OB-2025-021');
    // One policy, endorsed by the tests in turn: ending in 10 days, so about to expire.
    apolice = await createApolice(seguros, subestacao, {
      inicioVigencia: dia(-100),
      fimVigencia: dia(10),
      importanciaSegurada: '1000000.00',
      premio: '5000.00',
      coberturas: [COBERTURA_A],
    });
  });
  afterAll(() => t.close());

  it('extends the term: the end, the situation, the premium and the list follow', async () => {
    expect(apolice).toMatchObject({ fimVigencia: dia(10), situacao: 'vence_em_breve' });
    const after = await endossar(seguros, apolice.id, {
      numero: '1',
      dataEmissao: dia(-5),
      descricao: 'Prorrogação pelo atraso da montagem',
      novoFimVigencia: dia(200),
      premioAdicional: '750.25',
    });
    expect(after).toMatchObject({
      fimVigencia: dia(200),
      situacao: 'vigente',
      diasParaVencer: 200,
      premioTotal: '5750.25',
      importanciaSegurada: '1000000.00',
      endossos: 1,
      original: { fimVigencia: dia(10), importanciaSegurada: '1000000.00', premio: '5000.00' },
    });
    const listed = await seguros.get(`/api/seguros/apolices?q=${apolice.numero}`);
    expect(listed.json()).toMatchObject({
      total: 1,
      items: [
        { id: apolice.id, fimVigencia: dia(200), situacao: 'vigente', premioTotal: '5750.25', endossos: 1 },
      ],
    });
  });

  it('replaces the sum insured and the covers, keeping the issued ones in original, endorsements in order', async () => {
    const after = await endossar(seguros, apolice.id, {
      numero: '2',
      dataEmissao: dia(-2),
      descricao: 'Inclusão da responsabilidade civil cruzada',
      novaImportanciaSegurada: '1500000',
      coberturas: [COBERTURA_A, COBERTURA_B],
      premioAdicional: '100',
    });
    expect(after).toMatchObject({
      fimVigencia: dia(200),
      importanciaSegurada: '1500000.00',
      coberturas: [COBERTURA_A, COBERTURA_B],
      premioTotal: '5850.25',
      endossos: 2,
      original: {
        fimVigencia: dia(10),
        importanciaSegurada: '1000000.00',
        premio: '5000.00',
        coberturas: [COBERTURA_A],
      },
    });
    expect(after.historicoEndossos).toMatchObject([
      {
        numero: '1',
        dataEmissao: dia(-5),
        novoFimVigencia: dia(200),
        premioAdicional: '750.25',
        coberturas: null,
      },
      {
        numero: '2',
        dataEmissao: dia(-2),
        novoFimVigencia: null,
        novaImportanciaSegurada: '1500000.00',
        coberturas: [COBERTURA_A, COBERTURA_B],
        premioAdicional: '100.00',
        criadoPor: expect.any(String),
      },
    ]);
  });

  it.each<
    [string, () => Record<string, unknown>, number, string, { campo: string; mensagem: string }[] | undefined]
  >([
    [
      'that changes nothing',
      () => ({ numero: '9', dataEmissao: dia(0), descricao: 'Nada muda' }),
      400,
      INVALIDOS,
      [
        {
          campo: 'novoFimVigencia',
          mensagem: 'O endosso precisa alterar a vigência, a importância, as coberturas ou o prêmio',
        },
      ],
    ],
    [
      'that repeats the end and the sum insured the policy already has',
      () => ({
        numero: '9',
        dataEmissao: dia(0),
        descricao: 'Repete',
        novoFimVigencia: dia(200),
        novaImportanciaSegurada: '1500000',
      }),
      400,
      'O endosso não pode ser registrado.',
      [
        {
          campo: 'novoFimVigencia',
          mensagem: 'O endosso repete o que a apólice já diz: informe o que ele altera',
        },
      ],
    ],
    [
      'issued before the last one (they apply in the order issued)',
      () => ({ numero: '9', dataEmissao: dia(-3), descricao: 'Atrasado', premioAdicional: '10' }),
      400,
      'O endosso não pode ser registrado.',
      [
        {
          campo: 'dataEmissao',
          mensagem: `O endosso não pode ser anterior ao último, emitido em ${formatDate(dia(-2))}`,
        },
      ],
    ],
    [
      'issued before the start',
      () => ({ numero: '9', dataEmissao: dia(-101), descricao: 'Antes', premioAdicional: '10' }),
      400,
      'O endosso não pode ser registrado.',
      [
        {
          campo: 'dataEmissao',
          mensagem: `O endosso não pode ser anterior ao início da vigência (${formatDate(dia(-100))})`,
        },
      ],
    ],
    [
      'issued after the current end',
      () => ({ numero: '9', dataEmissao: dia(201), descricao: 'Depois', premioAdicional: '10' }),
      400,
      'O endosso não pode ser registrado.',
      [
        {
          campo: 'dataEmissao',
          mensagem: `A vigência terminou em ${formatDate(dia(200))}: depois dela o endosso só pode prorrogá-la`,
        },
      ],
    ],
    [
      'that ends the cover before its own issue',
      () => ({ numero: '9', dataEmissao: dia(0), descricao: 'Encurta', novoFimVigencia: dia(-1) }),
      400,
      'O endosso não pode ser registrado.',
      [
        {
          campo: 'novoFimVigencia',
          mensagem: 'O novo fim da vigência deve ser depois da emissão do endosso',
        },
      ],
    ],
    [
      'with a number the policy already has',
      () => ({ numero: '2', dataEmissao: dia(0), descricao: 'Repetido', premioAdicional: '10' }),
      409,
      'Esta apólice já tem o endosso número 2.',
      undefined,
    ],
  ])(
    'refuses an endorsement %s, leaving the policy as it was',
    async (_what, body, status, detail, errors) => {
      const policy = await readApolice(seguros, apolice.id);
      const before = await everything();
      const problem = refused(
        await seguros.post(`/api/seguros/apolices/${apolice.id}/endossos`, body()),
        status,
      );
      expect(problem.detail).toBe(detail);
      expect(problem.errors).toEqual(errors);
      expect(await readApolice(seguros, apolice.id)).toEqual(policy);
      expect(await everything()).toEqual(before);
    },
  );

  it('deleting an endorsement returns the policy to what the others say', async () => {
    const [first] = (await readApolice(seguros, apolice.id)).historicoEndossos;
    const res = await seguros.delete(`/api/seguros/apolices/${apolice.id}/endossos/${first!.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      fimVigencia: dia(10),
      situacao: 'vence_em_breve',
      importanciaSegurada: '1500000.00',
      coberturas: [COBERTURA_A, COBERTURA_B],
      premioTotal: '5100.00',
      endossos: 1,
      historicoEndossos: [{ numero: '2' }],
    });
    expect((await auditOf(t, 'apolice_seguro', apolice.id)).map((a) => a.action)).toEqual([
      'criar',
      'endossar',
      'endossar',
      'excluir_endosso',
    ]);
  });

  it('takes a refund as a negative premium, and refuses one larger than what was paid', async () => {
    const outra = await createApolice(seguros, subestacao, { premio: '1000.00' });
    const reduzida = await endossar(seguros, outra.id, {
      numero: '1',
      dataEmissao: dia(0),
      descricao: 'Redução da importância segurada com restituição',
      novaImportanciaSegurada: '2000000.00',
      premioAdicional: '-250.50',
    });
    expect(reduzida).toMatchObject({ importanciaSegurada: '2000000.00', premioTotal: '749.50' });
    expect(reduzida.historicoEndossos[0]).toMatchObject({ premioAdicional: '-250.50' });
    const before = await everything();
    const problem = refused(
      await seguros.post(`/api/seguros/apolices/${outra.id}/endossos`, {
        numero: '2',
        dataEmissao: dia(0),
        descricao: 'Restituição maior que o pago',
        premioAdicional: '-800',
      }),
      400,
    );
    expect(problem.errors).toEqual([
      {
        campo: 'premioAdicional',
        mensagem: `A restituição é maior que o prêmio pago (${formatMoney(749.5)})`,
      },
    ]);
    expect(await everything()).toEqual(before);
  });

  it('extends a term that has already ended, with retroactive effect; nothing else after the end', async () => {
    const vencida = await createApolice(seguros, subestacao, {
      inicioVigencia: dia(-400),
      fimVigencia: dia(-3),
    });
    expect(vencida.situacao).toBe('vencida');
    const prorrogada = await endossar(seguros, vencida.id, {
      numero: '1',
      dataEmissao: dia(0),
      descricao: 'Prorrogação emitida depois do vencimento, com efeito retroativo',
      novoFimVigencia: dia(60),
    });
    expect(prorrogada).toMatchObject({ fimVigencia: dia(60), situacao: 'vigente' });
  });
});
