import {
  ZCreateDiarioOsInput,
  formatDecimal,
  roundQuantidade,
  type TCreateDiarioOsInput,
  type TDiarioOsModelo,
} from '@portal/domain';
import { parseDecimal } from '../../../rdo/parse-decimal';

/** The form as typed: numbers are text until saved (`12,5` on a phone's keypad), one quantity per order item. */
export interface DiarioFormValues {
  horaInicio: string;
  horaFim: string;
  equipe: { nome: string; funcao: string; horas: string }[];
  equipamentos: { descricao: string; quantidade: string; horas: string }[];
  /** Aligned with the template's items; an empty quantity means nothing was done on it that day. */
  itens: { quantidade: string }[];
  observacoes: string;
}

const texto = (n: number) => (n ? formatDecimal(n, 3) : '');

/** The template as the form starts: the previous log's hours, team and equipment; no quantities yet. */
export function toDiarioForm(modelo: TDiarioOsModelo): DiarioFormValues {
  return {
    horaInicio: modelo.horaInicio ?? '',
    horaFim: modelo.horaFim ?? '',
    equipe: modelo.equipe.map((p) => ({ nome: p.nome, funcao: p.funcao, horas: texto(p.horas) })),
    equipamentos: modelo.equipamentos.map((e) => ({
      descricao: e.descricao,
      quantidade: String(e.quantidade),
      horas: texto(e.horas),
    })),
    itens: modelo.itens.map(() => ({ quantidade: '' })),
    observacoes: '',
  };
}

/** What a typed number is: empty (null), unreadable (NaN, which the contract refuses with its message) or a number. */
function numero(text: string): number | null {
  if (text.trim() === '') return null;
  return parseDecimal(text) ?? Number.NaN;
}

/** An item's quantity against what remains of it: why it cannot go, or null. */
export function problemaQuantidade(
  text: string,
  restante: number,
): 'numero' | 'negativa' | 'restante' | null {
  const n = numero(text);
  if (n === null) return null;
  if (Number.isNaN(n)) return 'numero';
  if (n < 0) return 'negativa';
  if (roundQuantidade(n) > restante) return 'restante';
  return null;
}

export type DiarioPayload = Omit<TCreateDiarioOsInput, 'data' | 'fotos' | 'chaveIdempotencia'>;

/**
 * The form's values as the API takes them, checked by the same contract (ZCreateDiarioOsInput), with every problem
 * under the form field it belongs to: items left empty are not sent, so `itens.N` of the request is mapped back to
 * the form's row.
 */
export function toDiarioInput(
  values: DiarioFormValues,
  modelo: TDiarioOsModelo,
  extra: { data: string; fotos: string[]; chaveIdempotencia: string },
): { input?: TCreateDiarioOsInput; erros: { campo: string; mensagem: string }[] } {
  const linhas: number[] = [];
  const itens = values.itens.flatMap((item, index) => {
    const quantidade = numero(item.quantidade);
    if (quantidade === null) return [];
    linhas.push(index);
    return [{ eapItemId: modelo.itens[index]!.eapItemId, quantidade }];
  });
  const input = {
    ...extra,
    horaInicio: values.horaInicio || null,
    horaFim: values.horaFim || null,
    equipe: values.equipe.map((p) => ({ nome: p.nome, funcao: p.funcao, horas: numero(p.horas) ?? 0 })),
    equipamentos: values.equipamentos.map((e) => ({
      descricao: e.descricao,
      quantidade: numero(e.quantidade) ?? 1,
      horas: numero(e.horas) ?? 0,
    })),
    itens,
    observacoes: values.observacoes,
  };
  const parsed = ZCreateDiarioOsInput.safeParse(input);
  const erros = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ campo: issue.path.join('.'), mensagem: issue.message }));
  // Beyond the contract: no more than what remains of the order's item.
  itens.forEach((item, sent) => {
    const restante = modelo.itens[linhas[sent]!]!.restante;
    if (roundQuantidade(item.quantidade) > restante)
      erros.push({ campo: `itens.${sent}.quantidade`, mensagem: 'A quantidade passa do que resta na OS' });
  });
  return { input: erros.length === 0 ? input : undefined, erros: erros.map((e) => formField(e, linhas)) };
}

/** A request field (`itens.1.quantidade`) as the form's (`itens.3.quantidade`, the item's row in the template). */
export function formField<E extends { campo: string }>(erro: E, linhas: number[]): E {
  const match = /^itens\.(\d+)\.(.+)$/.exec(erro.campo);
  if (!match) return erro;
  const row = linhas[Number(match[1])];
  return { ...erro, campo: `itens.${row ?? match[1]}.quantidade` };
}

/** The rows of the template whose quantities a request carries, in its order (to map the API's errors back). */
export function linhasEnviadas(values: DiarioFormValues): number[] {
  return values.itens.flatMap((item, index) => (item.quantidade.trim() === '' ? [] : [index]));
}
