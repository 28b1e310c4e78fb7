import { InputAdornment, Stack, TextField, Typography } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatQuantidade, type TDiarioOsModeloItem } from '@portal/domain';
import { problemaQuantidade, type DiarioFormValues } from './diario-form';
import { SectionCard } from '../../../../components/SectionCard';
import { useErro } from './use-erro';

/** One of the order's items: the quantity done today, checked as it is typed against what remains of it. */
function ItemQuantidade({ item, index }: { item: TDiarioOsModeloItem; index: number }) {
  const { t } = useTranslation('diarioOs');
  const { control, register } = useFormContext<DiarioFormValues>();
  const name = `itens.${index}.quantidade` as const;
  const valor = useWatch({ control, name });
  const erro = useErro(name)(name);
  const restam = formatQuantidade(item.restante, item.unidade);
  const problema = problemaQuantidade(valor, item.restante);
  const helperText = problema ? t(`itens.problema.${problema}`, { restam }) : erro.helperText;
  const nome = `${item.codigo} ${item.descricao}`;
  return (
    <Stack spacing={0.75}>
      {/* The item's name above its field: long EAP descriptions do not fit a phone's field label. */}
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {nome}
      </Typography>
      <TextField
        label={t('itens.feitoHoje')}
        size="small"
        fullWidth
        error={!!problema || erro.error}
        helperText={helperText ?? t('itens.restam', { restam })}
        slotProps={{
          htmlInput: { inputMode: 'decimal', autoComplete: 'off', 'aria-label': nome },
          input: item.unidade
            ? { endAdornment: <InputAdornment position="end">{item.unidade}</InputAdornment> }
            : undefined,
        }}
        {...register(name)}
      />
    </Stack>
  );
}

/** What was done today on each of the order's items (an item left empty had nothing done). */
export function DiarioItensCampos({ itens }: { itens: TDiarioOsModeloItem[] }) {
  const { t } = useTranslation('diarioOs');
  return (
    <SectionCard id="diario-os-itens" title={t('itens.titulo')}>
      <Stack spacing={2}>
        {itens.length === 0 && <Typography color="text.secondary">{t('itens.vazio')}</Typography>}
        {itens.map((item, index) => (
          <ItemQuantidade key={item.eapItemId} item={item} index={index} />
        ))}
      </Stack>
    </SectionCard>
  );
}
