import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {ScatterChart, type ScatterItemIdentifier} from '@mui/x-charts';

const requests = [
  {id: 'r1', x: 4, y: 110},
  {id: 'r2', x: 9, y: 142},
  {id: 'r3', x: 15, y: 171},
  {id: 'r4', x: 22, y: 230},
  {id: 'r5', x: 31, y: 262},
  {id: 'r6', x: 38, y: 344},
  {id: 'r7', x: 47, y: 371},
  {id: 'r8', x: 60, y: 465},
];

export default function ScatterHover() {
  const [voronoi, setVoronoi] = React.useState(true);
  const [clicked, setClicked] = React.useState<string | null>(null);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={voronoi} onChange={(event) => setVoronoi(event.target.checked)} />}
        label={voronoi ? 'Voronoi hover, up to 30 px from a point' : 'Hover on the markers only'}
      />
      <ScatterChart
        height={300}
        disableVoronoi={!voronoi}
        voronoiMaxRadius={30}
        xAxis={[{label: 'Payload (kB)'}]}
        yAxis={[{label: 'Response time (ms)'}]}
        series={[
          {data: requests, label: 'Requests', valueFormatter: (point) => point && `${point.x} kB in ${point.y} ms`},
        ]}
        onItemClick={(_event: MouseEvent, item: ScatterItemIdentifier) => setClicked(requests[item.dataIndex].id)}
      />
      <Typography variant="body2">Last clicked request: {clicked ?? 'none'}</Typography>
    </Stack>
  );
}
