import { Autocomplete, MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFamilias } from '../../produtos.queries';

/** The list's family filter: the families in use, with how many products each. */
export function FamiliaFiltro({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (familia: string | undefined) => void;
}) {
  const { t } = useTranslation('produtos');
  const familias = useFamilias();
  const opcoes = familias.data ?? [];
  return (
    <TextField
      select
      size="small"
      label={t('filtros.familia')}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value || undefined)}
      fullWidth
    >
      <MenuItem value="">{t('filtros.todas')}</MenuItem>
      {value && !opcoes.some((f) => f.familia === value) && <MenuItem value={value}>{value}</MenuItem>}
      {opcoes.map((f) => (
        <MenuItem key={f.familia} value={f.familia}>
          {t('filtros.familiaOpcao', { familia: f.familia, count: f.total })}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A family typed or picked from those in use (a new family is just a new name). */
export function FamiliaCampo({
  value,
  onChange,
  error,
  helperText,
  required,
  label,
}: {
  value: string;
  onChange: (familia: string) => void;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  label?: string;
}) {
  const { t } = useTranslation('produtos');
  const familias = useFamilias();
  return (
    <Autocomplete<string, false, false, true>
      freeSolo
      options={(familias.data ?? []).map((f) => f.familia)}
      value={value}
      inputValue={value}
      onInputChange={(_, text) => onChange(text)}
      onChange={(_, familia) => onChange(familia ?? '')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label ?? t('campos.familia')}
          required={required}
          error={error}
          helperText={helperText ?? t('campos.familiaAjuda')}
        />
      )}
    />
  );
}
