import { useDeferredValue, useState } from 'react';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';

/** What a module's people search answers, as a query hook's result. */
export interface PessoasBuscadas<P> {
  data?: { items: P[] };
  isFetching: boolean;
}

/**
 * Chooses a person a record names, searched by name or e-mail on the server by the module's own query (`usePessoas`,
 * called with the typed text and whether the list is open). The form keeps the id (null for nobody); the person
 * chosen, or the record's when editing, is kept here to show the name.
 */
export function PessoaBusca<P extends { id: string; email: string }>({
  usePessoas,
  nomeDe,
  label,
  id,
  inicial,
  onChange,
  textos,
  error,
  helperText,
  required,
}: {
  usePessoas: (q: string, enabled: boolean) => PessoasBuscadas<P>;
  nomeDe: (pessoa: P) => string;
  label: string;
  id: string | null;
  inicial?: P | null;
  onChange: (id: string | null) => void;
  /** The module's texts for an empty search and one under way. */
  textos: { ninguem: string; buscando: string };
  error?: boolean;
  helperText?: string;
  required?: boolean;
}) {
  const [input, setInput] = useState('');
  const [aberto, setAberto] = useState(false);
  const [escolhida, setEscolhida] = useState<P | null>(inicial ?? null);
  const q = useDeferredValue(input.trim());
  const pessoas = usePessoas(q, aberto);
  const value = escolhida && escolhida.id === id ? escolhida : null;
  const found = pessoas.data?.items ?? [];
  const options = value && !found.some((p) => p.id === value.id) ? [value, ...found] : found;
  return (
    <Autocomplete<P>
      options={options}
      value={value}
      open={aberto}
      onOpen={() => setAberto(true)}
      onClose={() => setAberto(false)}
      filterOptions={(x) => x}
      loading={pessoas.isFetching}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={nomeDe}
      onInputChange={(_, text, reason) => reason === 'input' && setInput(text)}
      onChange={(_, pessoa) => {
        setEscolhida(pessoa);
        setInput('');
        onChange(pessoa?.id ?? null);
      }}
      noOptionsText={textos.ninguem}
      loadingText={textos.buscando}
      renderOption={({ key, ...props }, p) => (
        <Box component="li" key={key} {...props}>
          <Box>
            <Typography variant="body2">{nomeDe(p)}</Typography>
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
