import * as React from 'react';
import {FunnelChart, type FunnelLabelOptions} from '@mui/x-charts-pro';

const onboarding = [
  {label: 'Signed up', value: 5000},
  {label: 'Verified email', value: 4100},
  {label: 'Created a workspace', value: 2300},
  {label: 'Added a teammate', value: 900},
  {label: 'Paid', value: 120},
];

export default function FunnelSectionLabels() {
  return (
    <FunnelChart
      height={320}
      series={[
        {
          data: onboarding,
          // The section text comes from the series formatter: here the count and its share of the first stage.
          valueFormatter: (item) =>
            `${item.value.toLocaleString('en-US')} (${((item.value / onboarding[0].value) * 100).toFixed(1)}%)`,
          // Wide sections keep their label inside; narrow ones get it outside, on the right.
          sectionLabel: (item): FunnelLabelOptions =>
            item.value > 1000
              ? {position: {vertical: 'middle', horizontal: 'center'}}
              : {position: {vertical: 'middle', horizontal: 'end'}, textAnchor: 'start', offset: {x: 8}},
        },
      ]}
      hideLegend
    />
  );
}
