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
 * The obra a case belongs to, searched on the server by code or name. The form keeps the id; the chosen obra's name
 * is fetched on its own when the form opens with one (the page's obra, the case's).
 */
export function ObraSelect({
  value,
  onChange,
  error,
  helperText,
}: {
  value: string;
  onChange: (id: string) => void;
  error?: boolean;
  helperText?: string;
}) {
  const { t } = useTranslation('juridico');
  const [input, setInput] = useState('');
  const q = useDeferredValue(input.trim());
  const obras = useObras({ q: q || undefined, pageSize: 20, sort: 'codigo' });
  const chosen = useObra(value || undefined);
  const atual: ObraRef | null = value
    ? { id: value, codigo: chosen.data?.codigo ?? '', nome: chosen.data?.nome ?? t('form.carregando') }
    : null;
  const found: ObraRef[] = obras.data?.items.map(({ id, codigo, nome }) => ({ id, codigo, nome })) ?? [];
  const options = atual && !found.some((o) => o.id === atual.id) ? [atual, ...found] : found;
  return (
    <Autocomplete<ObraRef>
      options={options}
      value={atual}
      filterOptions={(x) => x}
      loading={obras.isFetching}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => (o.codigo ? `${o.codigo} — ${o.nome}` : o.nome)}
      onInputChange={(_, text, reason) => reason === 'input' && setInput(text)}
      onChange={(_, obra) => {
        setInput('');
        onChange(obra?.id ?? '');
      }}
      noOptionsText={t('form.nenhumaObra')}
      loadingText={t('form.buscando')}
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
        <TextField {...params} label={t('campos.obra')} required error={error} helperText={helperText} />
      )}
    />
  );
}
