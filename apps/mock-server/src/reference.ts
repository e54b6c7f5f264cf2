// The one seam to the reference data (real UFs, municipalities, CNAEs, legal natures), so the rest of
// the mock does not depend on how that data is laid out.
export {
  UFS,
  MUNICIPIOS,
  CNAES,
  NATUREZAS,
  QUALIFICACOES,
  MOTIVOS_SITUACAO,
  fullMunicipios,
  fullCnaes,
} from './data/index.ts';
