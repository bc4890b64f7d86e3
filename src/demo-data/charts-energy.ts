/**
 * Yearly electricity generation of a mid-sized European grid, in TWh per source, 2015 to 2024:
 * an illustrative data set (rounded, with the shape of real transitions: coal falling, wind and
 * solar rising). Demos import it as `@site/src/demo-data/charts-energy`; readers see
 * `./data/charts-energy`.
 */
export const YEARS = [2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024];

export type EnergySource = 'coal' | 'gas' | 'nuclear' | 'hydro' | 'wind' | 'solar' | 'biomass';

export const SOURCES: {id: EnergySource; label: string; color: string; renewable: boolean}[] = [
  {id: 'coal', label: 'Coal', color: '#5d4037', renewable: false},
  {id: 'gas', label: 'Natural gas', color: '#f57c00', renewable: false},
  {id: 'nuclear', label: 'Nuclear', color: '#7b1fa2', renewable: false},
  {id: 'hydro', label: 'Hydro', color: '#0277bd', renewable: true},
  {id: 'wind', label: 'Wind', color: '#26a69a', renewable: true},
  {id: 'solar', label: 'Solar', color: '#fbc02d', renewable: true},
  {id: 'biomass', label: 'Biomass', color: '#689f38', renewable: true},
];

/** Generation per source (TWh), one value per year of `YEARS`. */
export const GENERATION: Record<EnergySource, number[]> = {
  coal: [238, 226, 212, 196, 158, 126, 150, 158, 112, 96],
  gas: [62, 78, 86, 83, 91, 94, 90, 78, 80, 84],
  nuclear: [92, 85, 76, 76, 75, 64, 69, 35, 8, 0],
  hydro: [19, 21, 20, 18, 20, 19, 20, 17, 20, 21],
  wind: [80, 79, 105, 110, 126, 132, 114, 125, 142, 136],
  solar: [38, 38, 39, 46, 47, 50, 49, 60, 62, 72],
  biomass: [50, 51, 51, 51, 50, 51, 50, 49, 47, 46],
};

/** One record per year, for charts that read a `dataset`. */
export const GENERATION_DATASET: ({year: number} & Record<EnergySource, number>)[] = YEARS.map((year, index) => ({
  year,
  coal: GENERATION.coal[index],
  gas: GENERATION.gas[index],
  nuclear: GENERATION.nuclear[index],
  hydro: GENERATION.hydro[index],
  wind: GENERATION.wind[index],
  solar: GENERATION.solar[index],
  biomass: GENERATION.biomass[index],
}));
