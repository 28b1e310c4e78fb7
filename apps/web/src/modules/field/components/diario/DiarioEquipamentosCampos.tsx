import { Button, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DiarioFormValues } from './diario-form';
import { LinhaLista } from './DiarioEquipeCampos';
import { SectionCard } from '../../../../components/SectionCard';
import { useErro } from './use-erro';

function EquipamentoLinha({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { t } = useTranslation('diarioOs');
  const { register } = useFormContext<DiarioFormValues>();
  const base = `equipamentos.${index}` as const;
  const err = useErro(base);
  return (
    <LinhaLista removeLabel={t('equipamentos.remover', { linha: index + 1 })} onRemove={onRemove}>
      <TextField
        className="largo"
        label={t('equipamentos.descricao')}
        size="small"
        required
        {...register(`${base}.descricao`)}
        {...err(`${base}.descricao`)}
      />
      <TextField
        label={t('equipamentos.quantidade')}
        size="small"
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        {...register(`${base}.quantidade`)}
        {...err(`${base}.quantidade`)}
      />
      <TextField
        label={t('equipamentos.horas')}
        size="small"
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
        {...register(`${base}.horas`)}
        {...err(`${base}.horas`)}
      />
    </LinhaLista>
  );
}

/** The machines and tools used that day, started from the previous log's. */
export function DiarioEquipamentosCampos() {
  const { t } = useTranslation('diarioOs');
  const { control } = useFormContext<DiarioFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'equipamentos' });
  return (
    <SectionCard id="diario-os-equipamentos" title={t('equipamentos.titulo')}>
      <Stack spacing={1.5}>
        {fields.length === 0 && <Typography color="text.secondary">{t('equipamentos.vazio')}</Typography>}
        {fields.map((field, index) => (
          <EquipamentoLinha key={field.id} index={index} onRemove={() => remove(index)} />
        ))}
        <Button
          startIcon={<AddIcon />}
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => append({ descricao: '', quantidade: '1', horas: '' })}
        >
          {t('equipamentos.adicionar')}
        </Button>
      </Stack>
    </SectionCard>
  );
}
