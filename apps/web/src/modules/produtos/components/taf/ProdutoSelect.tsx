import { useDeferredValue, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TProdutoRef } from '@portal/domain';
import { useProduto, useProdutos } from '../../produtos.queries';

/** A product searched on the server by code or name; the value is its id (the chosen one's name fetched alone). */
export function ProdutoSelect({
  value,
  onChange,
  label,
  size,
  required,
  error,
  helperText,
}: {
  value: string | undefined;
  onChange: (produto: TProdutoRef | null) => void;
  label: string;
  size?: 'small' | 'medium';
  required?: boolean;
  error?: boolean;
  helperText?: string;
}) {
  const { t } = useTranslation('produtos');
  const [input, setInput] = useState('');
  const q = useDeferredValue(input.trim());
  const produtos = useProdutos({ busca: q || undefined, pageSize: 20 });
  const escolhido = useProduto(value);
  const atual: TProdutoRef | null = value
    ? (escolhido.data ?? { id: value, codigo: '', nome: t('carregando'), familia: '' })
    : null;
  const achados: TProdutoRef[] = produtos.data?.items ?? [];
  const options = atual && !achados.some((p) => p.id === atual.id) ? [atual, ...achados] : achados;
  return (
    <Autocomplete<TProdutoRef>
      options={options}
      value={atual}
      size={size}
      filterOptions={(x) => x}
      loading={produtos.isFetching}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(p) => (p.codigo ? `${p.codigo} — ${p.nome}` : p.nome)}
      onInputChange={(_, text, reason) => reason === 'input' && setInput(text)}
      onChange={(_, p) => {
        setInput('');
        onChange(p);
      }}
      noOptionsText={t('filtros.nenhumProduto')}
      loadingText={t('carregando')}
      renderInput={(params) => (
        <TextField {...params} label={label} required={required} error={error} helperText={helperText} />
      )}
    />
  );
}
