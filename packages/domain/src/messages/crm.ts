// docs/product.md#exporting-to-a-crm: the button's text, alone in its module so the pages that show the
// button load none of the dialog's texts (they load with the dialog, from crm-dialog.ts).

/** The button on the search results, the list page and the bulk lookup, and the dialog's title. */
export const CRM_EXPORT_TITLE = 'Exportar para CRM';
