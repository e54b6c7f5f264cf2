// The shown search's URL keys live in shared/: the triage names the same search and page.
export * from '../../shared/search/shown-page-url';
