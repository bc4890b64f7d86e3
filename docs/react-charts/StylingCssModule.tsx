import * as React from 'react';
import {LineChart} from '@mui/x-charts';
import styles from './StylingCssModule.module.css';

const hours = ['06:00', '08:00', '10:00', '12:00', '14:00', '16:00', '18:00', '20:00'];

export default function StylingCssModule() {
  return (
    <LineChart
      // The class lands on the chart's root element, like `sx` would.
      className={styles.chart}
      height={300}
      grid={{horizontal: true}}
      xAxis={[{scaleType: 'point', data: hours}]}
      series={[
        {data: [12, 48, 31, 56, 40, 52, 71, 35], label: 'Checkout sessions'},
        {data: [3, 9, 7, 12, 8, 11, 15, 6], label: 'Abandoned carts'},
      ]}
    />
  );
}
