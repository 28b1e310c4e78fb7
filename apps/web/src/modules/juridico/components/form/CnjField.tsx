import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatarCnj, problemaCnj } from '@portal/domain';

/** `10023454120255020461` → `1002345-41.2025.5.02.0461`, as far as it has been typed. */
export function mascaraCnj(texto: string): string {
  const d = texto.replace(/\D/g, '').slice(0, 20);
  const cortes: [number, string][] = [
    [7, '-'],
    [9, '.'],
    [13, '.'],
    [14, '.'],
    [16, '.'],
  ];
  let saida = '';
  for (let i = 0; i < d.length; i += 1) {
    const corte = cortes.find(([at]) => at === i);
    if (corte) saida += corte[1];
    saida += d[i];
  }
  return saida;
}

/**
 * The CNJ number typed with its mask filled in as the digits arrive, and checked as soon as the 20 digits are there
 * (format, branch, check digits: the domain's own messages, the ones the server would answer).
 */
export function CnjField({
  value,
  onChange,
  onBlur,
  error,
  helperText,
}: {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  helperText?: string;
}) {
  const { t } = useTranslation('juridico');
  const completo = value.replace(/\D/g, '').length === 20;
  const problema = completo ? problemaCnj(formatarCnj(value)) : null;
  const mensagem = problema ?? error;
  return (
    <TextField
      label={t('campos.numeroCnj')}
      required
      value={value}
      onChange={(e) => onChange(mascaraCnj(e.target.value))}
      onBlur={onBlur}
      placeholder={t('form.cnjExemplo')}
      error={!!mensagem}
      helperText={mensagem ?? helperText ?? t('form.cnjAjuda')}
      fullWidth
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 25, 'data-testid': 'numero-cnj' } }}
    />
  );
}
