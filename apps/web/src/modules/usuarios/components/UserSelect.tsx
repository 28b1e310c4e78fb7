import { useDeferredValue, useState } from 'react';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TPessoaRef } from './user-select.types';
import { useUsers } from '../usuarios.queries';

/** Chooses one colleague (staff) by name or e-mail, searched on the server. */
export function UserSelect({
  label,
  value,
  onChange,
  error,
  helperText,
}: {
  label: string;
  value: TPessoaRef | null;
  onChange: (user: TPessoaRef | null) => void;
  error?: boolean;
  helperText?: string;
}) {
  const { t } = useTranslation('usuarios');
  const [input, setInput] = useState('');
  const q = useDeferredValue(input);
  const users = useUsers({ q: q || undefined, type: 'gali', enabled: true, pageSize: 20 });
  const options: TPessoaRef[] =
    users.data?.items.map((u) => ({ id: u.id, name: u.name, email: u.email })) ?? (value ? [value] : []);
  return (
    <Autocomplete<TPessoaRef>
      options={options}
      value={value}
      filterOptions={(x) => x}
      loading={users.isFetching}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(u) => u.name}
      onInputChange={(_, text, reason) => reason === 'input' && setInput(text)}
      onChange={(_, user) => onChange(user)}
      noOptionsText={t('lista.ninguemEncontrado')}
      renderOption={({ key, ...props }, u) => (
        <Box component="li" key={key} {...props}>
          <Box>
            <Typography variant="body2">{u.name}</Typography>
            <Typography variant="caption" color="text.secondary">
              {u.email}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => <TextField {...params} label={label} error={error} helperText={helperText} />}
    />
  );
}
