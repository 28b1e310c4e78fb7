import { useDeferredValue, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useClientes, useClientesPorId } from '../clientes.queries';

interface ClienteRef {
  id: string;
  nome: string;
}

/**
 * A list filter by client company, searched on the server by name when the list opens (for the team: a client user
 * reads only their own company). The value is the id the address keeps; the chosen client's name is fetched on its
 * own when a link opens with one.
 */
export function ClienteFiltro({
  value,
  onChange,
  label,
  size = 'small',
}: {
  value: string | undefined;
  onChange: (id: string | undefined) => void;
  label: string;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [aberto, setAberto] = useState(false);
  const q = useDeferredValue(input.trim());
  const clientes = useClientes({ q: q || undefined, pageSize: 20 }, aberto);
  const [chosen] = useClientesPorId(value ? [value] : []);
  const atual: ClienteRef | null = value
    ? {
        id: value,
        nome: chosen?.data?.nome ?? (chosen?.isError ? t('clienteSelect.indisponivel') : t('carregando')),
      }
    : null;
  const found: ClienteRef[] = aberto
    ? (clientes.data?.items.map(({ id, nome }) => ({ id, nome })) ?? [])
    : [];
  const options = atual && !found.some((c) => c.id === atual.id) ? [atual, ...found] : found;
  return (
    <Autocomplete<ClienteRef>
      options={options}
      value={atual}
      open={aberto}
      onOpen={() => setAberto(true)}
      onClose={() => setAberto(false)}
      size={size}
      filterOptions={(x) => x}
      loading={clientes.isFetching}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(c) => c.nome}
      onInputChange={(_, text, reason) => reason === 'input' && setInput(text)}
      onChange={(_, cliente) => {
        setInput('');
        onChange(cliente?.id);
      }}
      noOptionsText={t('clienteSelect.nenhum')}
      loadingText={t('obraSelect.buscando')}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
