import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TCentro } from '@portal/domain';
import { horas } from '../formatos';

/** The work centre that runs an operation (the active ones, and the one it has); none is allowed. */
export function CentroSelect({
  centros,
  value,
  onChange,
  error,
  helperText,
}: {
  centros: TCentro[];
  value: string | null | undefined;
  onChange: (id: string | null) => void;
  error?: boolean;
  helperText?: string;
}) {
  const { t } = useTranslation('fabricacao');
  const opcoes = centros.filter((c) => c.ativo || c.id === value);
  return (
    <TextField
      select
      label={t('campos.centro')}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value || null)}
      error={error}
      helperText={helperText}
    >
      <MenuItem value="">
        <em>{t('operacoes.semCentro')}</em>
      </MenuItem>
      {opcoes.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {t('operacoes.centroOpcao', { nome: c.nome, capacidade: horas(c.capacidadeHorasSemana) })}
        </MenuItem>
      ))}
    </TextField>
  );
}
