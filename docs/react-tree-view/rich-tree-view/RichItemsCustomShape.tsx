import * as React from 'react';
import Box from '@mui/material/Box';
import {RichTreeView} from '@mui/x-tree-view';

type Employee = {employeeNumber: string; fullName: string; jobTitle: string; reports?: Employee[]};

const ORG_CHART: Employee[] = [
  {
    employeeNumber: 'E-001',
    fullName: 'Ada Ramos',
    jobTitle: 'CEO',
    reports: [
      {
        employeeNumber: 'E-002',
        fullName: 'Lee Chen',
        jobTitle: 'CTO',
        reports: [
          {employeeNumber: 'E-004', fullName: 'Priya Nair', jobTitle: 'Engineering manager'},
          {employeeNumber: 'E-005', fullName: 'Tom Okafor', jobTitle: 'Staff engineer'},
        ],
      },
      {employeeNumber: 'E-003', fullName: 'Sam Ito', jobTitle: 'CFO'},
    ],
  },
];

export default function RichItemsCustomShape() {
  return (
    <Box sx={{minHeight: 220, minWidth: 300}}>
      <RichTreeView
        aria-label="Organization chart"
        items={ORG_CHART}
        getItemId={(item) => item.employeeNumber}
        getItemLabel={(item) => `${item.fullName} (${item.jobTitle})`}
        getItemChildren={(item) => item.reports}
        defaultExpandedItems={['E-001', 'E-002']}
      />
    </Box>
  );
}
