/** A municipality as stored in the data files: [codigo_tom, municipio]. Tuples keep the tables compact. */
export type MunicipioRow = readonly [codigoTom: string, municipio: string];
