import { useDeferredValue, useState } from 'react';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TObraResumo } from '@portal/domain';
import { useObra, useObras } from '../modules/obras/obras.queries';

/**
 * The site switcher once in use: a search of the obras (opened and focused at once), choosing one goes to the same
 * page of the new obra.
 */
export function SiteSwitcherField({ kind }: { kind: 'obra' | 'fabrica' }) {
  const { t } = useTranslation();
  const { obra: current } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const [input, setInput] = useState('');
  const q = useDeferredValue(input);
  const selected = useObra(current);
  const options = useObras({
    q: q || undefined,
    pageSize: 20,
    sort: 'nome',
    tipo: kind === 'fabrica' ? 'fabricacao' : undefined,
  });

  const value = selected.data ?? null;
  const choose = (obra: TObraResumo | null) => {
    if (!obra || !current || obra.id === current) return;
    void navigate(location.pathname.replace(current, obra.id));
  };

  return (
    <Autocomplete<TObraResumo>
      openOnFocus
      size="small"
      sx={{ width: { xs: '100%', sm: 360 }, maxWidth: '100%', bgcolor: 'background.paper', borderRadius: 1 }}
      options={options.data?.items ?? (value ? [value] : [])}
      value={value}
      loading={options.isFetching}
      filterOptions={(x) => x}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => `${o.codigo} · ${o.nome}`}
      onInputChange={(_, text, reason) => reason === 'input' && setInput(text)}
      onChange={(_, obra) => choose(obra)}
      noOptionsText={t('shell.nenhumaObra')}
      renderOption={({ key, ...props }, o) => (
        <Box component="li" key={key} {...props}>
          <Box>
            <Typography variant="body2">{o.nome}</Typography>
            <Typography variant="caption" color="text.secondary">
              {o.codigo} · {o.cliente.nome}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus
          placeholder={t('shell.buscarObra')}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': t('shell.trocarObra') },
          }}
        />
      )}
    />
  );
}
