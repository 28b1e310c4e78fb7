import { Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OcorrenciaRow } from './OcorrenciaRow';
import type { RdoFormValues } from './rdo-form.types';
import { SectionCard } from '../../../../components/SectionCard';

/** Accidents, stoppages, late material, visits, orders received... */
export function OcorrenciasSection() {
  const { t } = useTranslation('rdoEdicao');
  const { control } = useFormContext<RdoFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'conteudo.ocorrencias' });
  return (
    <SectionCard id="rdo-secao-ocorrencias" title={t('ocorrencias.titulo')}>
      <Stack spacing={1.5}>
        {fields.length === 0 && <Typography color="text.secondary">{t('ocorrencias.vazio')}</Typography>}
        {fields.map((field, index) => (
          <OcorrenciaRow key={field.id} index={index} onRemove={() => remove(index)} />
        ))}
        <Button
          startIcon={<AddIcon />}
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => append({ tipo: '', descricao: '' })}
        >
          {t('ocorrencias.adicionar')}
        </Button>
      </Stack>
    </SectionCard>
  );
}
