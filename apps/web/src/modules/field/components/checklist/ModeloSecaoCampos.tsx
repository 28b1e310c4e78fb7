import { Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LabelledIconButton } from '../../../../components/LabelledIconButton';
import type { ModeloForm } from './modelo-form';
import { ModeloItemCampos } from './ModeloItemCampos';

type Form = ModeloForm;

/** One section of a template: its title and its questions, added, moved and removed in place. */
export function ModeloSecaoCampos(props: { form: Form; index: number; total: number; onRemove: () => void }) {
  const { form, index, total, onRemove } = props;
  const { t } = useTranslation('checklist');
  // `key`, not `id`: the items' own ids are kept so an edit finds the same questions again.
  const itens = useFieldArray({ control: form.control, name: `secoes.${index}.itens`, keyName: 'key' });
  const errors = form.formState.errors.secoes?.[index];
  const n = index + 1;
  return (
    <Card variant="outlined" component="section" aria-label={t('editor.secao', { n })}>
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              label={`${t('editor.secao', { n })} — ${t('editor.tituloSecao')}`}
              {...form.register(`secoes.${index}.titulo`)}
              error={!!errors?.titulo}
              helperText={errors?.titulo?.message}
              fullWidth
            />
            <LabelledIconButton
              label={t('editor.removerSecao', { n })}
              disabled={total === 1}
              onClick={onRemove}
            >
              <DeleteIcon />
            </LabelledIconButton>
          </Stack>
          {itens.fields.map((field, i) => (
            <ModeloItemCampos
              key={field.key}
              form={form}
              secao={index}
              index={i}
              total={itens.fields.length}
              onMove={itens.move}
              onRemove={() => itens.remove(i)}
            />
          ))}
          {errors?.itens?.message && (
            <Typography color="error" variant="body2">
              {errors.itens.message}
            </Typography>
          )}
          <Button
            startIcon={<AddIcon />}
            onClick={() => itens.append({ tipo: 'conformidade', texto: '', obrigatorio: true })}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('editor.adicionarItem')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
