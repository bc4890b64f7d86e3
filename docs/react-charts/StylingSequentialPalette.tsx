import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {BarChart, bluePalette, greenPalette, orangePalette, purplePalette} from '@mui/x-charts';

// Answers to "How satisfied are you with delivery times?", per region: an ordered scale.
const levels = ['Very unsatisfied', 'Unsatisfied', 'Neutral', 'Satisfied', 'Very satisfied'];
const answers = [
  [4, 9, 22, 41, 24],
  [7, 14, 25, 36, 18],
  [2, 6, 18, 44, 30],
];
const palettes = {blue: bluePalette, green: greenPalette, orange: orangePalette, purple: purplePalette};
type Name = keyof typeof palettes;

export default function StylingSequentialPalette() {
  const [name, setName] = React.useState<Name>('blue');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={name}
        onChange={(_, value: Name | null) => value && setName(value)}
        aria-label="Sequential palette"
      >
        {Object.keys(palettes).map((key) => (
          <ToggleButton key={key} value={key}>
            {key}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <BarChart
        layout="horizontal"
        height={260}
        // Shades of one hue, light to dark: the order of the levels reads in the colors.
        colors={palettes[name]}
        yAxis={[{scaleType: 'band', data: ['North', 'Center', 'South'], width: 60}]}
        xAxis={[{max: 100, valueFormatter: (value: number) => `${value}%`}]}
        series={levels.map((level, index) => ({
          label: level,
          stack: 'answers',
          data: answers.map((region) => region[index]),
          valueFormatter: (value: number | null) => (value === null ? '' : `${value}%`),
        }))}
      />
    </Stack>
  );
}
