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
 * One of the obras the user may read, searched on the server by code or name; none for an occurrence that belongs to
 * no obra (the office, a supplier). The value is the id (the form's, or the address's for a filter); the chosen
 * obra's name is fetched on its own when the page opens with one.
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
  value: string | null | undefined;
  onChange: (id: string | null) => void;
  label: string;
  required?: boolean;
  size?: 'small' | 'medium';
  error?: boolean;
  helperText?: string;
}) {
  const { t } = useTranslation('sgi');
  const [input, setInput] = useState('');
  const [aberto, setAberto] = useState(false);
  const q = useDeferredValue(input.trim());
  const obras = useObras({ q: q || undefined, pageSize: 20, sort: 'codigo' });
  const chosen = useObra(value || undefined);
  const atual: ObraRef | null = value
    ? { id: value, codigo: chosen.data?.codigo ?? '', nome: chosen.data?.nome ?? t('form.carregando') }
    : null;
  const found: ObraRef[] = aberto
    ? (obras.data?.items.map(({ id, codigo, nome }) => ({ id, codigo, nome })) ?? [])
    : [];
  const options = atual && !found.some((o) => o.id === atual.id) ? [atual, ...found] : found;
  return (
    <Autocomplete<ObraRef>
      options={options}
      value={atual}
      open={aberto}
      onOpen={() => setAberto(true)}
      onClose={() => setAberto(false)}
      filterOptions={(x) => x}
      loading={obras.isFetching}
      size={size}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => (o.codigo ? `${o.codigo} — ${o.nome}` : o.nome)}
      onInputChange={(_, text, reason) => reason === 'input' && setInput(text)}
      onChange={(_, obra) => {
        setInput('');
        onChange(obra?.id ?? null);
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
        <TextField {...params} label={label} required={required} error={error} helperText={helperText} />
      )}
    />
  );
}
