import { Box, Typography } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MATERIAIS_PAPEIS, MATERIAIS_PAPEL_LABEL, type TLista, type TMateriaisPapel } from '@portal/domain';
import type { ListaForm } from './lista-form';
import { PessoaSelect } from './PessoaSelect';

const CAMPO: Record<
  TMateriaisPapel,
  'quantificadorId' | 'verificadorId' | 'siteManagerId' | 'coordenadorId'
> = {
  quantificador: 'quantificadorId',
  verificador: 'verificadorId',
  siteManager: 'siteManagerId',
  coordenador: 'coordenadorId',
};

/** The four people a list names, in release order: quantifier, verifier, site manager, coordinator. */
export function ListaPessoasCampos({ form, lista }: { form: ListaForm; lista?: TLista }) {
  const { t } = useTranslation('materiais');
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('form.pessoas')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: -1.5 }}>
        {t('form.pessoasAjuda')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {MATERIAIS_PAPEIS.map((papel) => (
          <Controller
            key={papel}
            control={form.control}
            name={CAMPO[papel]}
            render={({ field, fieldState }) => (
              <PessoaSelect
                label={MATERIAIS_PAPEL_LABEL[papel]}
                id={field.value}
                inicial={lista?.pessoas[papel]}
                onChange={field.onChange}
                error={!!fieldState.error}
                helperText={fieldState.error?.message}
                required
              />
            )}
          />
        ))}
      </Box>
    </>
  );
}
