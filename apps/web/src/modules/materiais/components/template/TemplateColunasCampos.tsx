import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { LabelledIconButton } from '../../../../components/LabelledIconButton';
import { chaveDe } from './chave-de';
import type { TTemplateCabecalho, ZTemplateCabecalho } from './template-form';

/** At most this many columns besides the fixed ones (the contract's limit). */
const MAX_COLUNAS = 10;

/**
 * The template's extra columns, in the grid's order: title and key (suggested from the title), moved up or down,
 * removed, added.
 */
export function TemplateColunasCampos({
  form,
}: {
  form: UseFormReturn<TTemplateCabecalho, unknown, z.output<typeof ZTemplateCabecalho>>;
}) {
  const { t } = useTranslation('materiais');
  const colunas = useFieldArray({ control: form.control, name: 'colunas', keyName: 'key' });
  const errors = form.formState.errors.colunas;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('templates.colunasTitulo')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('templates.colunasAjuda')}
      </Typography>
      <Stack spacing={1.5}>
        {colunas.fields.map((field, index) => {
          const titulo = form.watch(`colunas.${index}.titulo`) || t('templates.semTitulo');
          const erro = errors?.[index];
          return (
            <Stack
              key={field.key}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'flex-start' } }}
            >
              <TextField
                size="small"
                label={t('templates.tituloColuna')}
                {...form.register(`colunas.${index}.titulo`, {
                  onBlur: (e: { target: { value: string } }) => {
                    if (!form.getValues(`colunas.${index}.chave`))
                      form.setValue(`colunas.${index}.chave`, chaveDe(e.target.value), {
                        shouldValidate: true,
                      });
                  },
                })}
                error={!!erro?.titulo}
                helperText={erro?.titulo?.message}
                sx={{ flex: 2 }}
                required
              />
              <TextField
                size="small"
                label={t('templates.chave')}
                {...form.register(`colunas.${index}.chave`)}
                error={!!erro?.chave}
                helperText={erro?.chave?.message}
                sx={{ flex: 1 }}
                // The key may be filled from the title (not typed): its label stays above it.
                slotProps={{ htmlInput: { maxLength: 40, spellCheck: false }, inputLabel: { shrink: true } }}
                required
              />
              <Stack direction="row">
                <LabelledIconButton
                  label={t('templates.subir', { titulo })}
                  disabled={index === 0}
                  onClick={() => colunas.move(index, index - 1)}
                >
                  <ArrowUpwardIcon />
                </LabelledIconButton>
                <LabelledIconButton
                  label={t('templates.descer', { titulo })}
                  disabled={index === colunas.fields.length - 1}
                  onClick={() => colunas.move(index, index + 1)}
                >
                  <ArrowDownwardIcon />
                </LabelledIconButton>
                <LabelledIconButton
                  label={t('templates.remover', { titulo })}
                  onClick={() => colunas.remove(index)}
                >
                  <DeleteIcon />
                </LabelledIconButton>
              </Stack>
            </Stack>
          );
        })}
        {(errors?.message || errors?.root?.message) && (
          <Alert severity="error">{errors.message ?? errors.root?.message}</Alert>
        )}
        <Button
          startIcon={<AddIcon />}
          variant="outlined"
          disabled={colunas.fields.length >= MAX_COLUNAS}
          onClick={() => colunas.append({ chave: '', titulo: '' })}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('templates.adicionarColuna')}
        </Button>
      </Stack>
    </Box>
  );
}
