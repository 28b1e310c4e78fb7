import { useTranslation } from 'react-i18next';
import { PessoaBusca } from '../../../../components/PessoaBusca';
import { usePessoasJuridico, type TPessoaJuridico } from '../../juridico.queries';

const nomeDe = (p: TPessoaJuridico) => p.nome;

/** A person of the staff named on the case (DP or safety responsible); null for nobody. */
export function PessoaSelect(props: {
  label: string;
  id: string | null;
  inicial?: TPessoaJuridico | null;
  onChange: (id: string | null) => void;
  error?: boolean;
  helperText?: string;
}) {
  const { t } = useTranslation('juridico');
  return (
    <PessoaBusca
      {...props}
      usePessoas={usePessoasJuridico}
      nomeDe={nomeDe}
      textos={{ ninguem: t('form.ninguem'), buscando: t('form.buscando') }}
    />
  );
}
