import { useDeferredValue, useState } from 'react';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TContratoPapel, TPessoaRef } from '@portal/domain';
import { usePessoasContrato } from '../../contratos.queries';

/**
 * Chooses the person a contract names in a place (`papel`): only staff whose roles let them act there, searched by
 * name or e-mail on the server. The form keeps the id; the
 * person chosen (or the contract's, when editing) is kept here to show the name.
 */
export function PessoaContratoSelect({
  papel,
  label,
  id,
  inicial,
  onChange,
  error,
  helperText,
  required,
}: {
  papel: TContratoPapel;
  label: string;
  id: string;
  inicial?: TPessoaRef;
  onChange: (id: string) => void;
  error?: boolean;
  helperText?: string;
  required?: boolean;
}) {
  const { t } = useTranslation('contratos');
  const [input, setInput] = useState('');
  const [aberto, setAberto] = useState(false);
  const [escolhida, setEscolhida] = useState<TPessoaRef | null>(inicial ?? null);
  const q = useDeferredValue(input.trim());
  const pessoas = usePessoasContrato(papel, q, aberto);
  const value = escolhida && escolhida.id === id ? escolhida : null;
  const found = pessoas.data?.items ?? [];
  const options = value && !found.some((p) => p.id === value.id) ? [value, ...found] : found;
  return (
    <Autocomplete<TPessoaRef>
      options={options}
      value={value}
      open={aberto}
      onOpen={() => setAberto(true)}
      onClose={() => setAberto(false)}
      filterOptions={(x) => x}
      loading={pessoas.isFetching}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(p) => p.name}
      onInputChange={(_, text, reason) => reason === 'input' && setInput(text)}
      onChange={(_, pessoa) => {
        setEscolhida(pessoa);
        setInput('');
        onChange(pessoa?.id ?? '');
      }}
      noOptionsText={t('form.ninguem')}
      loadingText={t('form.buscando')}
      renderOption={({ key, ...props }, p) => (
        <Box component="li" key={key} {...props}>
          <Box>
            <Typography variant="body2">{p.name}</Typography>
            <Typography variant="caption" color="text.secondary">
              {p.email}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField {...params} label={label} error={error} helperText={helperText} required={required} />
      )}
    />
  );
}
