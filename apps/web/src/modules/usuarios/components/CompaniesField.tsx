import { useDeferredValue, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useClientes, useClientesPorId } from '../../obras/clientes.queries';

interface Company {
  id: string;
  nome: string;
}

/** The client companies a user belongs to (SPEC "companies"), searched by name or CNPJ. */
export function CompaniesField({
  value,
  onChange,
  label,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  label: string;
}) {
  const [input, setInput] = useState('');
  const q = useDeferredValue(input);
  const options = useClientes({ q: q || undefined, pageSize: 20 });
  const known = useClientesPorId(value);
  const selected: Company[] = value.map((id, i) => known[i]?.data ?? { id, nome: '…' });
  return (
    <Autocomplete<Company, true>
      multiple
      options={options.data?.items ?? []}
      value={selected}
      filterOptions={(x) => x}
      loading={options.isFetching}
      onInputChange={(_, text, reason) => reason === 'input' && setInput(text)}
      onChange={(_, companies) => onChange(companies.map((c) => c.id))}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(c) => c.nome}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
