import { useDeferredValue, useState } from 'react';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useUsers } from '../../usuarios/usuarios.queries';
import { isUsuarioFiltro } from '@portal/domain';

interface Pessoa {
  name: string;
  email: string;
}

/**
 * The audit page's user filter, by e-mail: chosen among the pool's users (staff and external, searched on the server
 * by name or e-mail), or typed whole, which also finds someone no longer in the pool.
 */
export function UsuarioFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (email: string | undefined) => void;
}) {
  const { t } = useTranslation('auditoria');
  const [input, setInput] = useState('');
  const q = useDeferredValue(input.trim());
  const users = useUsers({ q: q || undefined, pageSize: 10 }, q.length > 0);
  const options: Pessoa[] = users.data?.items.map((u) => ({ name: u.name, email: u.email })) ?? [];
  return (
    <Autocomplete<Pessoa | string, false, false, true>
      freeSolo
      options={options}
      value={value ?? null}
      filterOptions={(x) => x}
      loading={users.isFetching}
      getOptionLabel={(o) => (typeof o === 'string' ? o : o.email)}
      isOptionEqualToValue={(o, v) =>
        (typeof o === 'string' ? o : o.email) === (typeof v === 'string' ? v : v.email)
      }
      onInputChange={(_, text, reason) => reason === 'input' && setInput(text)}
      onChange={(_, chosen) => {
        const email = (typeof chosen === 'string' ? chosen : chosen?.email)?.trim().toLowerCase();
        // A typed text counts once it is a whole e-mail (or an id); anything else would only get a 400.
        onChange(email && isUsuarioFiltro(email) ? email : undefined);
      }}
      noOptionsText={t('filtros.ninguem')}
      renderOption={({ key, ...props }, o) => (
        <Box component="li" key={key} {...props}>
          {typeof o === 'string' ? (
            o
          ) : (
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2">{o.name}</Typography>
              <Typography variant="caption" color="text.secondary">
                {o.email}
              </Typography>
            </Box>
          )}
        </Box>
      )}
      renderInput={(params) => (
        <TextField {...params} label={t('filtros.usuario')} placeholder={t('filtros.usuarioAjuda')} />
      )}
    />
  );
}
