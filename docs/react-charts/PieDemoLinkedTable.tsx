import * as React from 'react';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {PieChart, type HighlightItemData} from '@mui/x-charts';
import {GENERATION, SOURCES, YEARS} from '@site/src/demo-data/charts-energy';

const LAST = YEARS.length - 1;
const total = SOURCES.reduce((sum, source) => sum + GENERATION[source.id][LAST], 0);
const items = SOURCES.map((source) => ({
  id: source.id,
  label: source.label,
  color: source.color,
  value: GENERATION[source.id][LAST],
})).filter((item) => item.value > 0);

export default function PieDemoLinkedTable() {
  const [highlighted, setHighlighted] = React.useState<HighlightItemData | null>(null);
  const activeIndex = highlighted?.dataIndex;

  return (
    <Stack direction={{xs: 'column', md: 'row'}} spacing={2} sx={{alignItems: 'center'}}>
      <PieChart
        width={280}
        height={280}
        margin={10}
        series={[
          {
            id: 'mix',
            data: items,
            innerRadius: 60,
            highlightScope: {highlight: 'item', fade: 'global'},
            highlighted: {additionalRadius: 6},
            valueFormatter: (item) => `${item.value} TWh`,
          },
        ]}
        // The table replaces the legend.
        hideLegend
        highlightedItem={highlighted}
        onHighlightChange={setHighlighted}
      />
      <Table size="small" aria-label={`Electricity generation by source in ${YEARS[LAST]}`} sx={{maxWidth: 360}}>
        <TableHead>
          <TableRow>
            <TableCell>Source ({YEARS[LAST]})</TableCell>
            <TableCell align="right">TWh</TableCell>
            <TableCell align="right">Share</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item, index) => (
            <TableRow
              key={item.id}
              hover
              selected={activeIndex === index}
              // Hovering a row highlights its slice, and hovering a slice selects its row.
              onMouseEnter={() => setHighlighted({seriesId: 'mix', dataIndex: index})}
              onMouseLeave={() => setHighlighted(null)}
            >
              <TableCell>
                <Stack direction="row" spacing={1} sx={{alignItems: 'center'}}>
                  <span style={{width: 10, height: 10, borderRadius: '50%', backgroundColor: item.color}} />
                  <span>{item.label}</span>
                </Stack>
              </TableCell>
              <TableCell align="right">{item.value}</TableCell>
              <TableCell align="right">{((item.value / total) * 100).toFixed(1)}%</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}
