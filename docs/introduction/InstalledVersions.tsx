import * as React from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import dataGridPackage from '@mui/x-data-grid/package.json';
import datePickersPackage from '@mui/x-date-pickers/package.json';
import chartsPackage from '@mui/x-charts/package.json';
import treeViewPackage from '@mui/x-tree-view/package.json';

// Each package's own package.json, as the bundler resolved it for this file.
const PACKAGES = [dataGridPackage, datePickersPackage, chartsPackage, treeViewPackage];

export default function InstalledVersions() {
  return (
    <Table size="small" aria-label="MUI X packages resolved by this page">
      <TableHead>
        <TableRow>
          <TableCell>Package</TableCell>
          <TableCell>Resolved version</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {PACKAGES.map((pkg) => (
          <TableRow key={pkg.name} data-package={pkg.name}>
            <TableCell component="th" scope="row">
              <code>{pkg.name}</code>
            </TableCell>
            <TableCell data-version={pkg.version}>{pkg.version}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
