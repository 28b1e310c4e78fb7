// Placeholder while the register is written (issue 15).
const Vazio = () => null;
export const CreObraPage = Vazio;
export const CreGeralPage = Vazio;
export const ProjetosFabricacaoPage = Vazio;
export const ProjetosFabricacaoMecanicaPage = Vazio;
export const ProjetosFabricacaoEletricaPage = Vazio;
export const ProjetosFabricaPage = Vazio;
export const ProjetosFabricaMecanicaPage = Vazio;
export const ProjetosFabricaEletricaPage = Vazio;
