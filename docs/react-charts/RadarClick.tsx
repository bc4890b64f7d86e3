import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {RadarChart} from '@mui/x-charts';

const attributes = ['Pace', 'Shooting', 'Passing', 'Dribbling', 'Defending', 'Physical'];
const players = [
  {id: 'winger', label: 'Winger', data: [92, 78, 80, 90, 35, 64]},
  {id: 'midfielder', label: 'Midfielder', data: [70, 72, 91, 84, 68, 72]},
];

export default function RadarClick() {
  const [text, setText] = React.useState('Click an area or a mark.');

  return (
    <Stack spacing={1}>
      <RadarChart
        height={320}
        highlight="series"
        radar={{max: 100, metrics: attributes}}
        series={players.map((player) => ({...player, fillArea: true}))}
        onAreaClick={(_event, {seriesId}) => setText(`Area of the ${seriesId}`)}
        onMarkClick={(_event, {seriesId, dataIndex}) => {
          const player = players.find((entry) => entry.id === seriesId);
          setText(`${player?.label}, ${attributes[dataIndex]}: ${player?.data[dataIndex]}`);
        }}
      />
      <Typography variant="body2">{text}</Typography>
    </Stack>
  );
}
