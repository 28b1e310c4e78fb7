import type { z } from 'zod';
import {
  conformidadeMedicao,
  type TTaf,
  type TTafPonto,
  type TTafResultado,
  type ZTafRespostaInput,
} from '@portal/domain';
import type { Db } from '../../db/database';
import { Conflict, NotFound, ValidationFailed } from '../../errors/domain-errors';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import { abrirOcorrenciaNaTransacao } from '../sgi';
import { TAF_MUDOU, ensureStatus, findReadableTaf } from './taf-access';
import { getTaf } from './taf.service';
import {
  ENTIDADE_TAF,
  findFotoDoTaf,
  findResultado,
  setOcorrenciaDoPonto,
  updateTafIf,
  upsertResultado,
  type TafDetailRow,
} from './taf.repository';

type RespostaInput = z.output<typeof ZTafRespostaInput>;
const INVALIDOS = 'Os dados enviados são inválidos.';

function recusa(campo: string, mensagem: string): never {
  throw new ValidationFailed(mensagem, [{ campo, mensagem }]);
}

/** "10.2 mm (nominal 10 ± 0.05 mm)". */
const medida = (p: TTafPonto, valor: string) =>
  `${valor} ${p.unidade ?? ''} (nominal ${p.nominal} ± ${p.tolerancia} ${p.unidade ?? ''})`.replace(
    / +\)/g,
    ')',
  );

/**
 * The point's result: a measurement's is the server's (its value against nominal ± tolerance, exactly); the others
 * are what the checker chose. A photo point needs its photo unless it does not apply; a failure needs its description.
 */
function resultadoDe(ponto: TTafPonto, input: RespostaInput, temFoto: boolean): TTafResultado {
  if (ponto.tipo === 'medicao') {
    if (input.valorMedido == null) recusa('valorMedido', 'Informe o valor medido');
    return conformidadeMedicao(input.valorMedido, ponto.nominal!, ponto.tolerancia!);
  }
  if (!input.resultado) recusa('resultado', 'Escolha o resultado');
  if (ponto.tipo === 'foto' && input.resultado !== 'nao_aplicavel' && !temFoto)
    recusa('fotoId', 'Tire ou escolha a foto pedida');
  if (input.resultado === 'nao_conforme' && !input.observacao)
    recusa('observacao', 'Descreva a não conformidade encontrada');
  return input.resultado;
}

/** Raises the non-conformity in SGI (triage), named after the TAF, product, serial and point. */
async function abrirNaoConformidade(
  tx: Db,
  ctx: ServiceContext,
  row: TafDetailRow,
  ponto: TTafPonto,
  valor: string | null,
  observacao: string,
) {
  const { taf, produto, obra } = row;
  const descricao = [
    `No TAF nº ${taf.numero} do produto ${produto.codigo} — ${produto.nome}, número de série ${taf.numeroSerie},` +
      ` fabricação ${obra.codigo} — ${obra.nome}, o ponto de controle ${ponto.ordem} “${ponto.descricao}” ficou não conforme.`,
    ponto.tipo === 'medicao' && valor !== null ? `Valor medido: ${medida(ponto, valor)}.` : '',
    observacao ? `Observação de quem verificou: ${observacao}` : '',
  ]
    .filter(Boolean)
    .join('\n');
  return abrirOcorrenciaNaTransacao(tx, {
    categoria: 'qualidade',
    tipo: 'nao_conformidade',
    origem: 'taf',
    origemRef: { tafId: taf.id, produtoId: produto.id, pontoId: ponto.id },
    origemId: taf.id,
    obraId: taf.obraId,
    titulo: `TAF nº ${taf.numero} · ${produto.codigo} série ${taf.numeroSerie}: ${ponto.descricao}`,
    descricao,
    local: `Fábrica — ${obra.codigo}`,
    autor: { id: ctx.auth.user.id, nome: ctx.auth.user.name, actor: ctx.auth.actor },
  });
}

/**
 * Answers one point of a TAF in execution; who checked is the signed-in user, when is now. A point found não conforme
 * raises an SGI non-conformity in the same transaction, once: answering it again keeps the one it raised.
 */
export async function responderPonto(
  ctx: ServiceContext,
  id: string,
  pontoId: string,
  input: RespostaInput,
): Promise<TTaf> {
  await ctx.db.transaction(async (tx) => {
    const row = await findReadableTaf({ db: tx, auth: ctx.auth }, id, 'update');
    ensureStatus(row, ['em_execucao'], 'Este TAF foi concluído: reabra-o para alterar as respostas.');
    const ponto = row.taf.pontos.find((p) => p.id === pontoId);
    if (!ponto) throw new NotFound('Ponto de controle não encontrado neste TAF.');
    if (input.versao !== undefined && input.versao !== row.taf.versao) throw new Conflict(TAF_MUDOU);
    const anterior = await findResultado(tx, id, pontoId);
    if (input.fotoId && !(await findFotoDoTaf(tx, id, input.fotoId)))
      throw new ValidationFailed(INVALIDOS, [
        { campo: 'fotoId', mensagem: 'Esta foto não foi enviada para este TAF' },
      ]);
    const fotoId = input.fotoId === undefined ? (anterior?.fotoArquivoId ?? null) : input.fotoId;
    const resultado = resultadoDe(ponto, input, fotoId !== null);
    const valor = ponto.tipo === 'medicao' ? input.valorMedido! : null;
    await upsertResultado(tx, {
      tafId: id,
      pontoId,
      resultado,
      valorMedido: valor,
      observacao: input.observacao,
      fotoArquivoId: fotoId,
      verificadoPor: ctx.auth.user.id,
      verificadoEm: new Date(),
    });
    const updated = await updateTafIf(tx, id, { versao: row.taf.versao, status: 'em_execucao' }, {});
    if (!updated) throw new Conflict(TAF_MUDOU);
    let ocorrencia: { id: string; numero: number } | null = null;
    if (resultado === 'nao_conforme' && !anterior?.ocorrenciaSgiId) {
      ocorrencia = await abrirNaoConformidade(tx, ctx, row, ponto, valor, input.observacao);
      await setOcorrenciaDoPonto(tx, id, pontoId, ocorrencia.id);
    }
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE_TAF,
      entityId: id,
      action: 'responder',
      before: anterior
        ? { ponto: ponto.descricao, resultado: anterior.resultado, valorMedido: anterior.valorMedido }
        : undefined,
      after: {
        ponto: ponto.descricao,
        resultado,
        valorMedido: valor,
        observacao: input.observacao,
        ...(ocorrencia ? { ocorrenciaSgi: `Ocorrência SGI nº ${ocorrencia.numero}` } : {}),
      },
    });
  });
  return getTaf(ctx, id);
}
