import { useMemo } from 'react';
import { Button, Chip, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDecimal } from '../../format-decimal';
import { MaoDeObraRow } from './MaoDeObraRow';
import type { RdoFormValues } from './rdo-form.types';
import { SectionCard } from '../../../../components/SectionCard';
import { totaisMaoDeObra } from './totais-mao-de-obra';

/** The day's workforce by function and company, with live totals of own and subcontracted people. */
export function MaoDeObraSection() {
  const { t } = useTranslation('rdoEdicao');
  const { control } = useFormContext<RdoFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'conteudo.maoDeObra' });
  const linhas = useWatch({ control, name: 'conteudo.maoDeObra' });
  const totais = totaisMaoDeObra(linhas);
  const funcoes = t('maoDeObra.funcoesComuns', { returnObjects: true }) as string[];
  const empresas = useMemo(
    () => [...new Set(linhas.map((l) => l.empresa.trim()).filter(Boolean))].sort(),
    [linhas],
  );
  return (
    <SectionCard
      id="rdo-secao-maoDeObra"
      title={t('maoDeObra.titulo')}
      aside={
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-live="polite">
          <Chip size="small" label={t('maoDeObra.totalPropria', { n: totais.propria })} />
          <Chip size="small" label={t('maoDeObra.totalTerceirizada', { n: totais.terceirizada })} />
          <Chip size="small" color="primary" label={t('maoDeObra.total', { n: totais.total })} />
          {totais.homemHora !== null && (
            <Chip
              size="small"
              variant="outlined"
              label={t('maoDeObra.homemHora', { valor: formatDecimal(totais.homemHora, 1) })}
            />
          )}
        </Stack>
      }
    >
      <Stack spacing={1.5}>
        {fields.length === 0 && <Typography color="text.secondary">{t('maoDeObra.vazio')}</Typography>}
        {fields.map((field, index) => (
          <MaoDeObraRow
            key={field.id}
            index={index}
            funcoes={funcoes}
            empresas={empresas}
            onRemove={() => remove(index)}
          />
        ))}
        <Button
          startIcon={<AddIcon />}
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => append({ funcao: '', empresa: '', tipo: 'propria', quantidade: '1', horas: '' })}
        >
          {t('maoDeObra.adicionar')}
        </Button>
      </Stack>
    </SectionCard>
  );
}
