import { useDeferredValue, useState } from 'react';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { usePessoasJuridico, type TPessoaJuridico } from '../../juridico.queries';

/**
 * A person of the staff named on the case (DP or safety responsible), searched by name or e-mail on the server. The
 * form keeps the id (null for nobody); the person chosen, or the case's, is kept here to show the name.
 */
export function PessoaSelect({
  label,
  id,
  inicial,
  onChange,
  error,
  helperText,
}: {
  label: string;
  id: string | null;
  inicial?: TPessoaJuridico | null;
  onChange: (id: string | null) => void;
  error?: boolean;
  helperText?: string;
}) {
  const { t } = useTranslation('juridico');
  const [input, setInput] = useState('');
  const [aberto, setAberto] = useState(false);
  const [escolhida, setEscolhida] = useState<TPessoaJuridico | null>(inicial ?? null);
  const q = useDeferredValue(input.trim());
  const pessoas = usePessoasJuridico(q, aberto);
  const value = escolhida && escolhida.id === id ? escolhida : null;
  const found = pessoas.data?.items ?? [];
  const options = value && !found.some((p) => p.id === value.id) ? [value, ...found] : found;
  return (
    <Autocomplete<TPessoaJuridico>
      options={options}
      value={value}
      open={aberto}
      onOpen={() => setAberto(true)}
      onClose={() => setAberto(false)}
      filterOptions={(x) => x}
      loading={pessoas.isFetching}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(p) => p.nome}
      onInputChange={(_, text, reason) => reason === 'input' && setInput(text)}
      onChange={(_, pessoa) => {
        setEscolhida(pessoa);
        setInput('');
        onChange(pessoa?.id ?? null);
      }}
      noOptionsText={t('form.ninguem')}
      loadingText={t('form.buscando')}
      renderOption={({ key, ...props }, p) => (
        <Box component="li" key={key} {...props}>
          <Box>
            <Typography variant="body2">{p.nome}</Typography>
            <Typography variant="caption" color="text.secondary">
              {p.email}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => <TextField {...params} label={label} error={error} helperText={helperText} />}
    />
  );
}
