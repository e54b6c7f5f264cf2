/** docs/product.md#layout: the name of the explanation that the header's update-date badges open. */
export const UPDATE_DATES_EXPLANATION_LABEL = 'Sobre as datas de atualização';
