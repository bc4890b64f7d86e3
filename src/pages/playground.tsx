import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {BarChart} from '@mui/x-charts/BarChart';
import {SimpleTreeView} from '@mui/x-tree-view/SimpleTreeView';
import {TreeItem} from '@mui/x-tree-view/TreeItem';

// The playground shows the components with MUI's default theme only: no site chrome, no site
// theme, so what a reader sees here is what the packages render out of the box.

const columns: GridColDef[] = [
  {field: 'city', headerName: 'City', width: 160},
  {field: 'country', headerName: 'Country', width: 140},
  {field: 'population', headerName: 'Population (millions)', type: 'number', width: 190},
];

const rows = [
  {id: 1, city: 'Tokyo', country: 'Japan', population: 37.1},
  {id: 2, city: 'Delhi', country: 'India', population: 33.8},
  {id: 3, city: 'Shanghai', country: 'China', population: 29.9},
  {id: 4, city: 'São Paulo', country: 'Brazil', population: 22.8},
  {id: 5, city: 'Mexico City', country: 'Mexico', population: 22.5},
];

export default function Playground(): ReactNode {
  return (
    <main style={{maxWidth: 900, margin: '0 auto', padding: 24, fontFamily: 'Roboto, Arial, sans-serif'}}>
      <Head>
        <title>Playground | MUI X</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1>Playground</h1>
      <p>The four MUI X libraries rendered with MUI&apos;s default theme, outside the documentation theme.</p>
      <section aria-label="Data Grid" style={{height: 320}}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </section>
      <section aria-label="Date picker" style={{marginTop: 24}}>
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <DatePicker label="Departure" />
        </LocalizationProvider>
      </section>
      <section aria-label="Bar chart" style={{marginTop: 24}}>
        <BarChart
          height={260}
          xAxis={[{scaleType: 'band', data: rows.map((row) => row.city)}]}
          series={[{data: rows.map((row) => row.population), label: 'Population (millions)'}]}
        />
      </section>
      <section aria-label="Tree view" style={{marginTop: 24}}>
        <SimpleTreeView>
          <TreeItem itemId="asia" label="Asia">
            <TreeItem itemId="tokyo" label="Tokyo" />
            <TreeItem itemId="delhi" label="Delhi" />
          </TreeItem>
          <TreeItem itemId="americas" label="Americas">
            <TreeItem itemId="sao-paulo" label="São Paulo" />
          </TreeItem>
        </SimpleTreeView>
      </section>
    </main>
  );
}
