import { useDeferredValue, useState } from 'react';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TObraTipo } from '@portal/domain';
import { useObra, useObras } from '../obras.queries';

interface ObraRef {
  id: string;
  codigo: string;
  nome: string;
}

/**
 * One of the obras the user may read, searched on the server by code or name when the list opens: a client finds
 * only their own obras, the team any obra. The value is the id (a form's, or the address's for a filter); the chosen
 * obra's name is fetched on its own when the page opens with one. Every module's obra field and filter is this one.
 */
export function ObraSelect({
  value,
  onChange,
  label,
  required,
  size,
  error,
  helperText,
  tipo,
}: {
  value: string | null | undefined;
  onChange: (id: string | undefined) => void;
  label: string;
  required?: boolean;
  size?: 'small' | 'medium';
  error?: boolean;
  helperText?: string;
  /** Only work sites (`obra`) or only fabrications (`fabricacao`); both when left out. */
  tipo?: TObraTipo;
}) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [aberto, setAberto] = useState(false);
  const q = useDeferredValue(input.trim());
  const obras = useObras({ q: q || undefined, pageSize: 20, sort: 'codigo', tipo }, aberto);
  const chosen = useObra(value || undefined);
  const atual: ObraRef | null = value
    ? chosen.data
      ? { id: value, codigo: chosen.data.codigo, nome: chosen.data.nome }
      : { id: value, codigo: '', nome: chosen.isError ? t('obraSelect.indisponivel') : t('carregando') }
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
      noOptionsText={t('obraSelect.nenhuma')}
      loadingText={t('obraSelect.buscando')}
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
