import { Box, Button, IconButton, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TOsInput } from '@portal/domain';
import type { OsFormOutput } from './os-form';

/** The order's team: name and role of each person (the daily logs start from it). */
export function OsEquipeCampos({ form }: { form: UseFormReturn<TOsInput, unknown, OsFormOutput> }) {
  const { t } = useTranslation('os');
  const equipe = useFieldArray({ control: form.control, name: 'equipe' });
  const errors = form.formState.errors.equipe;
  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {t('campos.equipe')}
      </Typography>
      {equipe.fields.map((field, i) => (
        <Box key={field.id} sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr auto', gap: 1, mb: 1 }}>
          <TextField
            size="small"
            label={t('campos.nome')}
            {...form.register(`equipe.${i}.nome`)}
            error={!!errors?.[i]?.nome}
            helperText={errors?.[i]?.nome?.message}
          />
          <TextField size="small" label={t('campos.funcao')} {...form.register(`equipe.${i}.funcao`)} />
          <IconButton aria-label={t('form.remover')} onClick={() => equipe.remove(i)}>
            <DeleteIcon />
          </IconButton>
        </Box>
      ))}
      <Button startIcon={<AddIcon />} onClick={() => equipe.append({ nome: '', funcao: '' })}>
        {t('form.adicionarPessoa')}
      </Button>
    </Box>
  );
}
