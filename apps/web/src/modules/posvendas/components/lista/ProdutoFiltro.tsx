import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useProdutos } from '../../posvendas.queries';

/**
 * The product or equipment: one of those the tickets already name, or any text typed (the API matches part of
 * the name). Applied when chosen, or when the field is left or Enter pressed after typing.
 */
export function ProdutoFiltro({
  value,
  onChange,
  size = 'small',
}: {
  value: string | undefined;
  onChange: (produto: string | undefined) => void;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation('posvendas');
  const [aberto, setAberto] = useState(false);
  const [texto, setTexto] = useState(value ?? '');
  const produtos = useProdutos(aberto || !!value);
  // A link or "Limpar filtros" changes the value from outside: the text follows it.
  const [visto, setVisto] = useState(value);
  if (visto !== value) {
    setVisto(value);
    setTexto(value ?? '');
  }
  const aplicar = (v: string) => onChange(v.trim() || undefined);
  return (
    <Autocomplete<string, false, false, true>
      freeSolo
      options={produtos.data?.items ?? []}
      value={value ?? null}
      inputValue={texto}
      size={size}
      open={aberto}
      onOpen={() => setAberto(true)}
      onClose={() => setAberto(false)}
      loading={produtos.isFetching}
      loadingText={t('buscando')}
      onInputChange={(_, text) => setTexto(text)}
      onChange={(_, produto) => aplicar(produto ?? '')}
      onBlur={() => texto.trim() !== (value ?? '') && aplicar(texto)}
      renderInput={(params) => <TextField {...params} label={t('filtros.produto')} />}
    />
  );
}
