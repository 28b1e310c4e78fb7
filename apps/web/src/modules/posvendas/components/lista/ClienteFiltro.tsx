import { useDeferredValue, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useClientes, useClientesPorId } from '../../../obras/clientes.queries';

interface ClienteRef {
  id: string;
  nome: string;
}

/** The client whose tickets the list shows, searched on the server by name (the team only: clients see theirs). */
export function ClienteFiltro({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (id: string | undefined) => void;
}) {
  const { t } = useTranslation('posvendas');
  const [input, setInput] = useState('');
  const q = useDeferredValue(input.trim());
  const clientes = useClientes({ q: q || undefined, pageSize: 20 });
  const [chosen] = useClientesPorId(value ? [value] : []);
  const atual: ClienteRef | null = value
    ? {
        id: value,
        nome: chosen?.data?.nome ?? (chosen?.isError ? t('filtros.clienteIndisponivel') : t('carregando')),
      }
    : null;
  const found: ClienteRef[] = clientes.data?.items.map(({ id, nome }) => ({ id, nome })) ?? [];
  const options = atual && !found.some((c) => c.id === atual.id) ? [atual, ...found] : found;
  return (
    <Autocomplete<ClienteRef>
      options={options}
      value={atual}
      size="small"
      filterOptions={(x) => x}
      loading={clientes.isFetching}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(c) => c.nome}
      onInputChange={(_, text, reason) => reason === 'input' && setInput(text)}
      onChange={(_, cliente) => {
        setInput('');
        onChange(cliente?.id);
      }}
      noOptionsText={t('filtros.nenhumCliente')}
      loadingText={t('buscando')}
      renderInput={(params) => <TextField {...params} label={t('filtros.cliente')} />}
    />
  );
}
