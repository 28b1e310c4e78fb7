import { useDeferredValue, useState } from 'react';
import { Autocomplete, Box, Button, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { formatCnpj } from '@portal/domain';
import { useSessionStore } from '../../../session/session.store';
import { useClientes } from '../clientes.queries';
import { ClienteDialog } from './ClienteDialog';

export interface ClienteRef {
  id: string;
  nome: string;
  cnpj?: string;
}

/** The obra's client, searched by name or CNPJ; a new client can be registered on the spot. */
export function ClienteSelect({
  value,
  onChange,
  error,
  helperText,
  required = true,
}: {
  value: ClienteRef | null;
  onChange: (cliente: ClienteRef | null) => void;
  error?: boolean;
  helperText?: string;
  /** Off where the client only filters a list. */
  required?: boolean;
}) {
  const { t } = useTranslation('obras');
  const [input, setInput] = useState('');
  const [creating, setCreating] = useState(false);
  const q = useDeferredValue(input);
  const clientes = useClientes({ q: q || undefined, pageSize: 20 });
  const canCreate = useSessionStore((s) => s.ability.can('create', 'Cliente'));
  const options: ClienteRef[] = clientes.data?.items ?? (value ? [value] : []);
  return (
    <Box>
      <Autocomplete<ClienteRef>
        options={options}
        value={value}
        filterOptions={(x) => x}
        loading={clientes.isFetching}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        getOptionLabel={(c) => c.nome}
        onInputChange={(_, text, reason) => reason === 'input' && setInput(text)}
        onChange={(_, c) => onChange(c)}
        noOptionsText={t('clientes.nenhum')}
        renderOption={({ key, ...props }, c) => (
          <Box component="li" key={key} {...props}>
            <Box>
              <Typography variant="body2">{c.nome}</Typography>
              {c.cnpj && (
                <Typography variant="caption" color="text.secondary">
                  {formatCnpj(c.cnpj)}
                </Typography>
              )}
            </Box>
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('campos.cliente')}
            required={required}
            error={error}
            helperText={helperText}
          />
        )}
      />
      {canCreate && (
        <Button size="small" startIcon={<AddIcon />} onClick={() => setCreating(true)} sx={{ mt: 0.5 }}>
          {t('clientes.novo')}
        </Button>
      )}
      <ClienteDialog
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={(c) => {
          setCreating(false);
          onChange(c);
        }}
      />
    </Box>
  );
}
