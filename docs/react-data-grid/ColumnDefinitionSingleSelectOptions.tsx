import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type ValueOptions} from '@mui/x-data-grid';

type Country = {code: string; name: string};

type Shipment = {id: number; reference: string; country: string; carrier: string};

const COUNTRIES: Country[] = [
  {code: 'FR', name: 'France'},
  {code: 'JP', name: 'Japan'},
  {code: 'BR', name: 'Brazil'},
];

const CARRIERS_BY_COUNTRY: Record<string, string[]> = {
  FR: ['La Poste', 'Chronopost', 'DHL'],
  JP: ['Japan Post', 'Yamato', 'DHL'],
  BR: ['Correios', 'Jadlog', 'DHL'],
};

const ALL_CARRIERS = [...new Set(Object.values(CARRIERS_BY_COUNTRY).flat())].sort();

const rows: Shipment[] = [
  {id: 1, reference: 'SHP-3101', country: 'FR', carrier: 'Chronopost'},
  {id: 2, reference: 'SHP-3102', country: 'JP', carrier: 'Yamato'},
  {id: 3, reference: 'SHP-3103', country: 'BR', carrier: 'Correios'},
  {id: 4, reference: 'SHP-3104', country: 'FR', carrier: 'DHL'},
];

const columns: GridColDef<Shipment>[] = [
  {field: 'reference', headerName: 'Reference', width: 130},
  {
    field: 'country',
    headerName: 'Country',
    type: 'singleSelect',
    width: 150,
    editable: true,
    // Options with their own shape: tell the grid which property is the value and which the label.
    valueOptions: COUNTRIES,
    getOptionValue: (option: ValueOptions) => (option as Country).code,
    getOptionLabel: (option: ValueOptions) => (option as Country).name,
  },
  {
    field: 'carrier',
    headerName: 'Carrier',
    type: 'singleSelect',
    width: 160,
    editable: true,
    // With a row, offer the carriers of its country; without one (filter panel), offer them all.
    valueOptions: ({row}) => (row ? CARRIERS_BY_COUNTRY[row.country] : ALL_CARRIERS),
  },
];

export default function ColumnDefinitionSingleSelectOptions() {
  return (
    <Box sx={{height: 320, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
