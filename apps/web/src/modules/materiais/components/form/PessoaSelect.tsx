import { useTranslation } from 'react-i18next';
import type { TPessoaRef } from '@portal/domain';
import { PessoaBusca } from '../../../../components/PessoaBusca';
import { usePessoasMateriais } from '../../materiais.queries';

const nomeDe = (p: TPessoaRef) => p.name;

/** Chooses a person a list may name (active staff); the form keeps the id ('' for nobody). */
export function PessoaSelect({
  id,
  onChange,
  ...props
}: {
  label: string;
  id: string;
  inicial?: TPessoaRef;
  onChange: (id: string) => void;
  error?: boolean;
  helperText?: string;
  required?: boolean;
}) {
  const { t } = useTranslation('materiais');
  return (
    <PessoaBusca
      {...props}
      id={id || null}
      onChange={(escolhido) => onChange(escolhido ?? '')}
      usePessoas={usePessoasMateriais}
      nomeDe={nomeDe}
      textos={{ ninguem: t('form.ninguem'), buscando: t('form.buscando') }}
    />
  );
}
