import { useDeferredValue, useState } from 'react';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useObra, useObras } from '../../../obras/obras.queries';

interface ObraRef {
  id: string;
  codigo: string;
  nome: string;
}

/**
 * One of the obras the user may read, searched on the server by code or name: a client finds only their own obras,
 * the team any obra. The value is the id (the form's, or the address's for a filter); the chosen obra's name is
 * fetched on its own when the page opens with one.
 */
export function ObraSelect({
  value,
  onChange,
  label,
  required,
  size,
  error,
  helperText,
}: {
  value: string | undefined;
  onChange: (id: string | undefined) => void;
  label: string;
  required?: boolean;
  size?: 'small' | 'medium';
  error?: boolean;
  helperText?: string;
}) {
  const { t } = useTranslation('posvendas');
  const [input, setInput] = useState('');
  const q = useDeferredValue(input.trim());
  const obras = useObras({ q: q || undefined, pageSize: 20, sort: 'codigo' });
  const chosen = useObra(value || undefined);
  const atual: ObraRef | null = value
    ? chosen.data
      ? { id: value, codigo: chosen.data.codigo, nome: chosen.data.nome }
      : { id: value, codigo: '', nome: chosen.isError ? t('filtros.obraIndisponivel') : t('carregando') }
    : null;
  const found: ObraRef[] = obras.data?.items.map(({ id, codigo, nome }) => ({ id, codigo, nome })) ?? [];
  const options = atual && !found.some((o) => o.id === atual.id) ? [atual, ...found] : found;
  return (
    <Autocomplete<ObraRef>
      options={options}
      value={atual}
      size={size}
      filterOptions={(x) => x}
      loading={obras.isFetching}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => (o.codigo ? `${o.codigo} — ${o.nome}` : o.nome)}
      onInputChange={(_, text, reason) => reason === 'input' && setInput(text)}
      onChange={(_, obra) => {
        setInput('');
        onChange(obra?.id);
      }}
      noOptionsText={t('filtros.nenhumaObra')}
      loadingText={t('buscando')}
      renderOption={({ key, ...props }, o) => (
        <Box component="li" key={key} {...props}>
          <Box>
            <Typography variant="caption" color="text.secondary" component="p">
              {o.codigo}
            </Typography>
            <Typography variant="body2">{o.nome}</Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField {...params} label={label} required={required} error={error} helperText={helperText} />
      )}
    />
  );
}
