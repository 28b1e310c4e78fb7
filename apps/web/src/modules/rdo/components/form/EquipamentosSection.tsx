import { Button, Chip, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { parseDecimal } from '../../parse-decimal';
import { EquipamentoRow } from './EquipamentoRow';
import type { RdoFormValues } from './rdo-form.types';
import { SectionCard } from '../../../../components/SectionCard';

/** Equipment on site: how many, how many working, how many idle. */
export function EquipamentosSection() {
  const { t } = useTranslation('rdoEdicao');
  const { control } = useFormContext<RdoFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'conteudo.equipamentos' });
  const linhas = useWatch({ control, name: 'conteudo.equipamentos' });
  const sum = (campo: 'quantidade' | 'parado') =>
    linhas.reduce((total, l) => total + Math.max(0, Math.trunc(parseDecimal(l[campo]) ?? 0)), 0);
  return (
    <SectionCard
      id="rdo-secao-equipamentos"
      title={t('equipamentos.titulo')}
      aside={
        fields.length > 0 && (
          <Stack direction="row" spacing={1} aria-live="polite">
            <Chip size="small" label={t('equipamentos.totalUnidades', { n: sum('quantidade') })} />
            <Chip size="small" label={t('equipamentos.totalParados', { n: sum('parado') })} />
          </Stack>
        )
      }
    >
      <Stack spacing={1.5}>
        {fields.length === 0 && <Typography color="text.secondary">{t('equipamentos.vazio')}</Typography>}
        {fields.map((field, index) => (
          <EquipamentoRow key={field.id} index={index} onRemove={() => remove(index)} />
        ))}
        <Button
          startIcon={<AddIcon />}
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => append({ descricao: '', quantidade: '1', operando: '1', parado: '0' })}
        >
          {t('equipamentos.adicionar')}
        </Button>
      </Stack>
    </SectionCard>
  );
}
