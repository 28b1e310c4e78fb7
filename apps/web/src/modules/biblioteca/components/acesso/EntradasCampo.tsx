import { useDeferredValue, useMemo, useState } from 'react';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ROLE_CATALOG } from '@portal/domain';
import { entradaDePapel, entradaDeTexto, type Entrada } from '../../biblioteca-entradas';
import { useClientesBiblioteca, usePessoasBiblioteca } from '../../biblioteca.queries';
import { EntradaChip, ICONE_ENTRADA } from './EntradaChip';

const semAcento = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * One access list: people (searched by name or e-mail), roles (the catalogue) and client companies (by name), or an
 * e-mail typed and confirmed with Enter. Entries show as chips with their kind's icon.
 */
export function EntradasCampo({
  label,
  helperText,
  value,
  onChange,
}: {
  label: string;
  helperText: string;
  value: Entrada[];
  onChange: (value: Entrada[]) => void;
}) {
  const { t } = useTranslation('biblioteca');
  const [input, setInput] = useState('');
  const [aberto, setAberto] = useState(false);
  const [invalido, setInvalido] = useState<string | null>(null);
  const q = useDeferredValue(input.trim());
  const pessoas = usePessoasBiblioteca(q, aberto);
  const clientes = useClientesBiblioteca(q, aberto);

  const options = useMemo<Entrada[]>(() => {
    const termo = semAcento(q);
    const papeis = ROLE_CATALOG.filter(
      (r) => !termo || semAcento(`${r.role} ${r.descricao} ${r.area}`).includes(termo),
    ).map((r) => entradaDePapel(r.role, r.descricao));
    return [
      ...(pessoas.data ?? []).map((u): Entrada => ({
        entrada: u.email.toLowerCase(),
        tipo: 'usuario',
        nome: `${u.name} (${u.email})`,
      })),
      ...papeis,
      ...(clientes.data ?? []).map((c): Entrada => ({
        entrada: `empresa:${c.id}`,
        tipo: 'empresa',
        nome: c.nome,
      })),
    ];
  }, [q, pessoas.data, clientes.data]);

  return (
    <Autocomplete
      multiple
      freeSolo
      options={options}
      value={value}
      open={aberto}
      onOpen={() => setAberto(true)}
      onClose={() => setAberto(false)}
      inputValue={input}
      onInputChange={(_, text, reason) => {
        if (reason !== 'reset') setInput(text);
        setInvalido(null);
      }}
      filterOptions={(x) => x}
      filterSelectedOptions
      loading={pessoas.isFetching || clientes.isFetching}
      groupBy={(o) => t(`grupoEntrada.${o.tipo}`)}
      getOptionLabel={(o) => (typeof o === 'string' ? o : o.nome)}
      getOptionKey={(o) => (typeof o === 'string' ? o : o.entrada)}
      isOptionEqualToValue={(a, b) => a.entrada === (typeof b === 'string' ? b : b.entrada)}
      onChange={(_, escolhidas) => {
        const lista: Entrada[] = [];
        for (const e of escolhidas) {
          const entrada = typeof e === 'string' ? entradaDeTexto(e) : e;
          if (!entrada) {
            setInvalido(typeof e === 'string' ? e : null);
            continue;
          }
          if (!lista.some((x) => x.entrada === entrada.entrada)) lista.push(entrada);
        }
        onChange(lista);
        setInput('');
      }}
      noOptionsText={t('editor.ninguem')}
      loadingText={t('editor.buscando')}
      renderValue={(values, getItemProps) =>
        values.map((v, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          const entrada =
            typeof v === 'string' ? (entradaDeTexto(v) ?? { entrada: v, tipo: 'usuario', nome: v }) : v;
          return <EntradaChip key={key} entrada={entrada} {...itemProps} />;
        })
      }
      renderOption={({ key, ...props }, o) => {
        const Icon = ICONE_ENTRADA[o.tipo];
        return (
          <Box component="li" key={key} {...props} sx={{ gap: 1 }}>
            <Icon fontSize="small" color="action" />
            <Typography variant="body2">{o.nome}</Typography>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={t('editor.placeholder')}
          error={!!invalido}
          helperText={invalido ? t('editor.invalido', { texto: invalido }) : helperText}
        />
      )}
    />
  );
}
