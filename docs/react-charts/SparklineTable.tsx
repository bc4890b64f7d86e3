import * as React from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {SparkLineChart} from '@mui/x-charts';

// Disk usage (%) of three servers over the last 12 hours.
const servers = [
  {name: 'db-primary', usage: [61, 62, 62, 63, 64, 64, 65, 66, 66, 67, 68, 68]},
  {name: 'web-01', usage: [22, 25, 21, 24, 23, 26, 22, 24, 25, 23, 24, 22]},
  {name: 'backup', usage: [84, 85, 87, 88, 89, 90, 91, 91, 92, 93, 94, 95]},
];

export default function SparklineTable() {
  return (
    <Table size="small" aria-label="Disk usage per server">
      <TableHead>
        <TableRow>
          <TableCell>Server</TableCell>
          <TableCell align="right">Now</TableCell>
          <TableCell sx={{width: '50%'}}>Last 12 hours (0–100%)</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {servers.map((server) => (
          <TableRow key={server.name}>
            <TableCell>{server.name}</TableCell>
            <TableCell align="right">{server.usage[server.usage.length - 1]}%</TableCell>
            <TableCell sx={{py: 0}}>
              {/* The same 0–100 scale on every row makes the rows comparable. */}
              <SparkLineChart data={server.usage} height={36} area yAxis={{min: 0, max: 100}} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
