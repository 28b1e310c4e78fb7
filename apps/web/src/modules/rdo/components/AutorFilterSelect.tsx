import { useDeferredValue, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TRdoAutor } from '@portal/domain';
import { useRdoAutores } from '../rdo.queries';

/**
 * Chooses who wrote the reports: only people with reports this user may read (of the chosen obra, when there is
 * one), searched by name on the server. The value is the id kept in the address; its name is asked for on its own.
 */
export function AutorFilterSelect({
  obra,
  value,
  onChange,
}: {
  obra: string | undefined;
  value: string | undefined;
  onChange: (autor: string | undefined) => void;
}) {
  const { t } = useTranslation('rdo');
  const [input, setInput] = useState('');
  const q = useDeferredValue(input.trim());
  const autores = useRdoAutores({ obra, q });
  const chosen = useRdoAutores({ autor: value }, !!value);
  const current: TRdoAutor | null = value
    ? (chosen.data?.items.find((a) => a.id === value) ?? {
        id: value,
        name: chosen.isPending ? t('filtros.carregando') : t('filtros.autorIndisponivel'),
      })
    : null;
  const found = autores.data?.items ?? [];
  const options = current && !found.some((a) => a.id === current.id) ? [current, ...found] : found;
  return (
    <Autocomplete<TRdoAutor>
      options={options}
      value={current}
      filterOptions={(x) => x}
      loading={autores.isFetching}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(a) => a.name}
      onInputChange={(_, text, reason) => reason === 'input' && setInput(text)}
      onChange={(_, autor) => {
        setInput('');
        onChange(autor?.id);
      }}
      noOptionsText={t('filtros.nenhumAutor')}
      loadingText={t('filtros.carregando')}
      renderInput={(params) => <TextField {...params} label={t('filtros.autor')} />}
    />
  );
}
