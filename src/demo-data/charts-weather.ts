/**
 * Monthly climate normals (rounded long-term averages) of four cities: mean temperature in °C
 * and precipitation in mm. The shared data set of the charts demos about weather. Demos import
 * it as `@site/src/demo-data/charts-weather`; readers see `./data/charts-weather`.
 */
export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export type City = 'paris' | 'london' | 'newYork' | 'sydney';

export const CITY_NAMES: Record<City, string> = {
  paris: 'Paris',
  london: 'London',
  newYork: 'New York',
  sydney: 'Sydney',
};

/** Mean monthly temperature (°C), January to December. */
export const TEMPERATURES: Record<City, number[]> = {
  paris: [5.0, 5.6, 8.8, 11.5, 15.2, 18.3, 20.5, 20.3, 16.9, 13.0, 8.3, 5.5],
  london: [5.2, 5.3, 7.6, 9.9, 13.3, 16.5, 18.7, 18.5, 15.7, 12.0, 8.0, 5.5],
  newYork: [0.5, 1.8, 5.7, 11.7, 17.0, 22.1, 25.3, 24.6, 20.8, 14.6, 9.2, 3.7],
  sydney: [23.5, 23.4, 22.1, 19.5, 16.6, 14.2, 13.4, 14.5, 17.0, 18.9, 20.4, 22.1],
};

/** Mean monthly precipitation (mm), January to December. */
export const PRECIPITATION: Record<City, number[]> = {
  paris: [51, 41, 48, 52, 63, 50, 63, 54, 47, 62, 51, 58],
  london: [55, 41, 42, 44, 49, 45, 45, 50, 49, 69, 59, 55],
  newYork: [92, 80, 110, 102, 95, 103, 117, 115, 98, 100, 92, 101],
  sydney: [91, 131, 117, 115, 98, 124, 68, 76, 61, 74, 83, 77],
};

export type ClimateRow = {month: string} & Record<City, number>;

/** The temperatures as one record per month, for charts that read a `dataset`. */
export const TEMPERATURE_DATASET: ClimateRow[] = MONTHS.map((month, index) => ({
  month,
  paris: TEMPERATURES.paris[index],
  london: TEMPERATURES.london[index],
  newYork: TEMPERATURES.newYork[index],
  sydney: TEMPERATURES.sydney[index],
}));
