import type {
  TChecklistItemModelo,
  TChecklistResultado,
  TChecklistSecaoModelo,
} from './checklist-modelo.contracts';

/** The three choices of a conformidade item. */
export const CHECKLIST_ESCOLHAS = ['conforme', 'nao_conforme', 'na'] as const;
export type TChecklistEscolha = (typeof CHECKLIST_ESCOLHAS)[number];

export const CHECKLIST_RESULTADO_LABEL: Record<TChecklistResultado, string> = {
  conforme: 'Conforme',
  nao_conforme: 'Não conforme',
  na: 'N.A.',
  respondido: 'Respondido',
};

export type TChecklistAvaliacao =
  | { ok: true; valor: string | number | null; resultado: TChecklistResultado }
  | { ok: false; mensagem: string };

const SIGNATURE = /^data:image\/png;base64,[A-Za-z0-9+/=]+$/;
const NUMBER = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;

/** How many decimals a number is written with (`1e-7` included), so a comparison can be made in integers. */
function decimalsOf(value: number): number {
  const [mantissa = '', exponent = '0'] = Math.abs(value).toString().split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent));
}

/**
 * |valor − nominal| ≤ tolerância, exactly as a person reads the decimals: 4,08 against 4 ± 0,08 is on the
 * boundary (conforming), although 4.08 − 4 is 0.08000000000000007 in binary floating point. The three numbers are
 * scaled to integers by the most decimals any of them has.
 */
export function dentroDaTolerancia(valor: number, nominal: number, tolerancia: number): boolean {
  const scale = 10 ** Math.min(12, Math.max(decimalsOf(valor), decimalsOf(nominal), decimalsOf(tolerancia)));
  const diff = Math.abs(Math.round(valor * scale) - Math.round(nominal * scale));
  return diff <= Math.round(tolerancia * scale);
}

/**
 * A measurement as typed: a number, or text with a comma or a dot as the decimal separator. Null when empty;
 * NaN when it has letters or anything else that is not a number.
 */
export function lerMedicao(valor: unknown): number | null {
  if (typeof valor === 'number') return Number.isFinite(valor) ? valor : Number.NaN;
  if (valor === null || valor === undefined) return null;
  if (typeof valor !== 'string') return Number.NaN;
  const text = valor.trim();
  if (text === '') return null;
  return NUMBER.test(text) ? Number(text.replace(',', '.')) : Number.NaN;
}

/** nominal ± tolerância with its unit, as the screens and the PDF write it ("280 ± 15 N·m"). */
export function faixaDaMedicao(
  item: Pick<TChecklistItemModelo, 'nominal' | 'tolerancia' | 'unidade'>,
): string {
  const format = (n: number) => n.toLocaleString('pt-BR', { maximumFractionDigits: 6 });
  const unit = item.unidade ? ` ${item.unidade}` : '';
  return `${format(item.nominal ?? 0)} ± ${format(item.tolerancia ?? 0)}${unit}`;
}

/**
 * Turns one answer into what is kept and its result: conformidade → the choice; medicao → conforme when within
 * nominal ± tolerância (the boundary included), não conforme outside; texto, foto and assinatura → respondido.
 * A wrong answer (letters in a measurement, an unknown choice, empty text) is refused with a message naming the item.
 */
export function avaliarResposta(item: TChecklistItemModelo, valor: unknown): TChecklistAvaliacao {
  const nome = `“${item.texto}”`;
  switch (item.tipo) {
    case 'conformidade':
      return typeof valor === 'string' && (CHECKLIST_ESCOLHAS as readonly string[]).includes(valor)
        ? { ok: true, valor, resultado: valor as TChecklistEscolha }
        : { ok: false, mensagem: `Escolha Conforme, Não conforme ou N.A. em ${nome}` };
    case 'medicao': {
      const numero = lerMedicao(valor);
      if (numero === null) return { ok: false, mensagem: `Informe a medição de ${nome}` };
      if (Number.isNaN(numero))
        return {
          ok: false,
          mensagem: `A medição de ${nome} aceita só números (use vírgula ou ponto nos decimais)`,
        };
      const conforme = dentroDaTolerancia(numero, item.nominal ?? 0, item.tolerancia ?? 0);
      return { ok: true, valor: numero, resultado: conforme ? 'conforme' : 'nao_conforme' };
    }
    case 'texto': {
      const text = typeof valor === 'string' ? valor.trim() : '';
      if (!text) return { ok: false, mensagem: `Escreva a resposta de ${nome}` };
      if (text.length > 2000)
        return { ok: false, mensagem: `A resposta de ${nome} passa de 2000 caracteres` };
      return { ok: true, valor: text, resultado: 'respondido' };
    }
    case 'foto':
      // The photo itself is the answer (fotoId); there is no value to keep.
      return { ok: true, valor: null, resultado: 'respondido' };
    case 'assinatura':
      return typeof valor === 'string' && valor.length <= 400_000 && SIGNATURE.test(valor)
        ? { ok: true, valor, resultado: 'respondido' }
        : { ok: false, mensagem: `Assine no quadro em ${nome}` };
  }
}

/** Every item of a version's sections, in order, with the section it belongs to. */
export function itensDoChecklist(secoes: readonly TChecklistSecaoModelo[]) {
  return secoes.flatMap((secao) => secao.itens.map((item) => ({ secao, item })));
}
