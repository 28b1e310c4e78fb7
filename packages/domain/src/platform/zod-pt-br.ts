import { z } from 'zod';

const SIZE_UNITS: Record<string, [singular: string, plural: string]> = {
  string: ['caractere', 'caracteres'],
  array: ['item', 'itens'],
  set: ['item', 'itens'],
  file: ['byte', 'bytes'],
};

const FORMATS: Record<string, string> = {
  email: 'Informe um e-mail válido',
  url: 'Informe um endereço (URL) válido',
  uuid: 'Identificador inválido',
  date: 'Informe uma data válida',
  datetime: 'Informe data e hora válidas',
  time: 'Informe um horário válido',
};

function plural(n: number | bigint, unit: [string, string]): string {
  return `${n.toString()} ${Number(n) === 1 ? unit[0] : unit[1]}`;
}

/**
 * Messages a person reads in a form or in an API error. zod's own `pt` locale is European Portuguese and speaks
 * of types ("esperava um vetor"); ours speaks of what to type.
 */
export function zodMessagePtBr(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '') return 'Campo obrigatório';
      if (issue.expected === 'number' || issue.expected === 'int') return 'Informe um número';
      if (issue.expected === 'date') return 'Informe uma data válida';
      if (issue.expected === 'boolean') return 'Informe sim ou não';
      return 'Valor inválido';
    case 'too_small': {
      const unit = SIZE_UNITS[issue.origin];
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return 'Campo obrigatório';
      if (unit) return `Deve ter pelo menos ${plural(issue.minimum, unit)}`;
      if (issue.origin === 'date') return 'Data anterior ao permitido';
      return issue.inclusive ? `Deve ser no mínimo ${issue.minimum}` : `Deve ser maior que ${issue.minimum}`;
    }
    case 'too_big': {
      const unit = SIZE_UNITS[issue.origin];
      if (unit) return `Deve ter no máximo ${plural(issue.maximum, unit)}`;
      if (issue.origin === 'date') return 'Data posterior ao permitido';
      return issue.inclusive ? `Deve ser no máximo ${issue.maximum}` : `Deve ser menor que ${issue.maximum}`;
    }
    case 'invalid_format':
      return FORMATS[issue.format] ?? 'Formato inválido';
    case 'invalid_value':
      return issue.values.length === 1
        ? `Valor inválido: use ${String(issue.values[0])}`
        : `Escolha uma das opções: ${issue.values.map(String).join(', ')}`;
    case 'not_multiple_of':
      return `Deve ser múltiplo de ${issue.divisor}`;
    case 'unrecognized_keys':
      return `Campo${issue.keys.length > 1 ? 's' : ''} não reconhecido${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
    default:
      return undefined;
  }
}

/** Installs the pt-BR messages as zod's global error map (the web app and the API both call it at start). */
export function installZodPtBr(): void {
  z.config({ customError: (issue) => zodMessagePtBr(issue) ?? 'Valor inválido' });
}
