import { useDeferredValue, useState } from 'react';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useObra, useObras } from '../../obras/obras.queries';

interface ObraRef {
  id: string;
  codigo: string;
  nome: string;
}

/**
 * Chooses one of the obras the user may read, searched on the server by code or name. The value is only the id
 * (what the address keeps), so the chosen obra's name is fetched on its own when a link is opened.
 */
export function ObraFilterSelect({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (obra: string | undefined) => void;
}) {
  const { t } = useTranslation('rdo');
  const [input, setInput] = useState('');
  const q = useDeferredValue(input.trim());
  const obras = useObras({ q: q || undefined, pageSize: 20, sort: 'codigo' });
  const chosen = useObra(value);
  const current: ObraRef | null = value
    ? chosen.data
      ? { id: value, codigo: chosen.data.codigo, nome: chosen.data.nome }
      : {
          id: value,
          codigo: '',
          nome: chosen.isError ? t('filtros.obraIndisponivel') : t('filtros.carregando'),
        }
    : null;
  const found: ObraRef[] = obras.data?.items.map(({ id, codigo, nome }) => ({ id, codigo, nome })) ?? [];
  const options = current && !found.some((o) => o.id === current.id) ? [current, ...found] : found;
  return (
    <Autocomplete<ObraRef>
      options={options}
      value={current}
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
      loadingText={t('filtros.carregando')}
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
      renderInput={(params) => <TextField {...params} label={t('filtros.obra')} />}
    />
  );
}
