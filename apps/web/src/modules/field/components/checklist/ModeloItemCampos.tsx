import { Box, FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LabelledIconButton } from '../../../../components/LabelledIconButton';
import { CHECKLIST_ITEM_TIPOS } from '@portal/domain';
import type { ModeloForm } from './modelo-form';
import { DecimalField } from './DecimalField';

type Form = ModeloForm;

export interface ModeloItemCamposProps {
  form: Form;
  secao: number;
  index: number;
  total: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}

/** One question of a template: its text, kind, whether it is required and, for a measurement, unit and range. */
export function ModeloItemCampos({ form, secao, index, total, onMove, onRemove }: ModeloItemCamposProps) {
  const { t } = useTranslation('checklist');
  const base = `secoes.${secao}.itens.${index}` as const;
  const tipo = useWatch({ control: form.control, name: `${base}.tipo` });
  const errors = form.formState.errors.secoes?.[secao]?.itens?.[index];
  const n = index + 1;
  return (
    <Box sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5, py: 1 }}>
      <Stack spacing={1.5}>
        {/* On a phone the move and remove buttons sit above the question, which keeps the whole width. */}
        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <TextField
            label={`${t('editor.item', { n })} — ${t('editor.pergunta')}`}
            {...form.register(`${base}.texto`)}
            error={!!errors?.texto}
            helperText={errors?.texto?.message}
            fullWidth
            multiline
          />
          <Stack direction="row" sx={{ alignSelf: { xs: 'flex-end', sm: 'flex-start' } }}>
            <LabelledIconButton
              label={t('editor.subirItem', { n })}
              disabled={index === 0}
              onClick={() => onMove(index, index - 1)}
            >
              <ArrowUpwardIcon />
            </LabelledIconButton>
            <LabelledIconButton
              label={t('editor.descerItem', { n })}
              disabled={index === total - 1}
              onClick={() => onMove(index, index + 1)}
            >
              <ArrowDownwardIcon />
            </LabelledIconButton>
            <LabelledIconButton
              label={t('editor.removerItem', { n })}
              disabled={total === 1}
              onClick={onRemove}
            >
              <DeleteIcon />
            </LabelledIconButton>
          </Stack>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          <Controller
            control={form.control}
            name={`${base}.tipo`}
            render={({ field }) => (
              <TextField select label={t('editor.tipo')} {...field} sx={{ minWidth: 240 }}>
                {CHECKLIST_ITEM_TIPOS.map((value) => (
                  <MenuItem key={value} value={value}>
                    {t(`tipos.${value}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={form.control}
            name={`${base}.obrigatorio`}
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch checked={field.value ?? true} onChange={(e) => field.onChange(e.target.checked)} />
                }
                label={t('editor.obrigatorio')}
              />
            )}
          />
        </Stack>
        {tipo === 'medicao' && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <TextField
              label={t('editor.unidade')}
              {...form.register(`${base}.unidade`)}
              error={!!errors?.unidade}
              helperText={errors?.unidade?.message}
              sx={{ maxWidth: { sm: 140 } }}
            />
            {(['nominal', 'tolerancia'] as const).map((name) => (
              <Controller
                key={name}
                control={form.control}
                name={`${base}.${name}`}
                render={({ field }) => (
                  <DecimalField
                    label={t(`editor.${name}`)}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={!!errors?.[name]}
                    helperText={errors?.[name]?.message}
                  />
                )}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
