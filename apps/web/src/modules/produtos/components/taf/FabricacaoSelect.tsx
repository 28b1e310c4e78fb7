import { useDeferredValue, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFabricacao, useFabricacoesBusca } from '../../taf.queries';

interface FabricacaoRef {
  id: string;
  codigo: string;
  nome: string;
}

/** A fabrication the user may read, searched by code, name or client; the value is its id. */
export function FabricacaoSelect({
  value,
  onChange,
  label,
  size,
  required,
  error,
  helperText,
}: {
  value: string | undefined;
  onChange: (id: string | undefined) => void;
  label: string;
  size?: 'small' | 'medium';
  required?: boolean;
  error?: boolean;
  helperText?: string;
}) {
  const { t } = useTranslation('produtos');
  const [input, setInput] = useState('');
  const q = useDeferredValue(input.trim());
  const fabricacoes = useFabricacoesBusca(q);
  const escolhida = useFabricacao(value);
  const atual: FabricacaoRef | null = value
    ? escolhida.data
      ? { id: value, codigo: escolhida.data.codigo, nome: escolhida.data.nome }
      : { id: value, codigo: '', nome: escolhida.isError ? t('filtros.indisponivel') : t('carregando') }
    : null;
  const achadas: FabricacaoRef[] =
    fabricacoes.data?.items.map(({ id, codigo, nome }) => ({ id, codigo, nome })) ?? [];
  const options = atual && !achadas.some((f) => f.id === atual.id) ? [atual, ...achadas] : achadas;
  return (
    <Autocomplete<FabricacaoRef>
      options={options}
      value={atual}
      size={size}
      filterOptions={(x) => x}
      loading={fabricacoes.isFetching}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(f) => (f.codigo ? `${f.codigo} — ${f.nome}` : f.nome)}
      onInputChange={(_, text, reason) => reason === 'input' && setInput(text)}
      onChange={(_, f) => {
        setInput('');
        onChange(f?.id);
      }}
      noOptionsText={t('filtros.nenhumaFabricacao')}
      loadingText={t('carregando')}
      renderInput={(params) => (
        <TextField {...params} label={label} required={required} error={error} helperText={helperText} />
      )}
    />
  );
}
