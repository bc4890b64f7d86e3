import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridAiAssistantPanel,
  GridPreferencePanelsValue,
  type GridColDef,
  type PromptResponse,
} from '@mui/x-data-grid-premium';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const noChange: Omit<PromptResponse, 'conversationId'> = {
  select: -1,
  filters: [],
  aggregation: {},
  sorting: [],
  grouping: [],
  pivoting: {},
  chart: null,
};

// Stands in for a prompt-processing service: it recognizes a few prompts by keyword and answers
// after 700 ms, without any network request. A real service would interpret `context` too.
function createInMemoryResolver(answers: {keyword: string; response: Partial<PromptResponse>}[]) {
  return (prompt: string, _context: string, conversationId?: string): Promise<PromptResponse> =>
    new Promise((resolve, reject) => {
      setTimeout(() => {
        const answer = answers.find(({keyword}) => prompt.toLowerCase().includes(keyword));
        if (answer) {
          resolve({...noChange, ...answer.response, conversationId: conversationId ?? 'demo-conversation'});
        } else {
          reject(new Error('The demo service only understands the suggested prompts.'));
        }
      }, 700);
    });
}

const resolvePrompt = createInMemoryResolver([
  {keyword: 'cancel', response: {filters: [{column: 'status', operator: 'is', value: 'Cancelled'}]}},
  {
    keyword: 'country',
    response: {
      grouping: [{column: 'country'}],
      aggregation: {quantity: 'sum'},
      sorting: [{column: 'quantity', direction: 'desc'}],
    },
  },
]);

// `examples` describe each column to the service without sending any row.
const columns: GridColDef<Order>[] = [
  {field: 'date', headerName: 'Date', type: 'date', width: 120, examples: [new Date(2024, 2, 14)]},
  {field: 'customer', headerName: 'Customer', width: 160, examples: ['Northwind Labs', 'Sakura Books']},
  {field: 'country', headerName: 'Country', width: 130, examples: ['Japan', 'Brazil', 'Germany']},
  {field: 'product', headerName: 'Product', width: 170, examples: ['Mini PC', 'Action Camera']},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80, examples: [1, 3, 6]},
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Delivered', 'Shipped', 'Processing', 'Cancelled'],
    width: 120,
    description: 'Where the order stands in its delivery',
  },
];

export default function AiAssistantColumnExamples() {
  const [lastContext, setLastContext] = React.useState<string | null>(null);

  const handlePrompt = React.useCallback((prompt: string, context: string, conversationId?: string) => {
    // The context is a JSON array with one entry per column: one line each is easier to read.
    const entries: unknown[] = JSON.parse(context);
    setLastContext(entries.map((entry) => JSON.stringify(entry)).join('\n'));
    return resolvePrompt(prompt, context, conversationId);
  }, []);

  return (
    <Box sx={{width: '100%'}}>
      <Box sx={{height: 460}}>
        <DataGridPremium
          rows={ORDERS}
          columns={columns}
          aiAssistant
          onPrompt={handlePrompt}
          aiAssistantSuggestions={[{value: 'Show cancelled orders'}, {value: 'Quantities by country'}]}
          slots={{aiAssistantPanel: GridAiAssistantPanel}}
          showToolbar
          initialState={{preferencePanel: {open: true, openedPanelValue: GridPreferencePanelsValue.aiAssistant}}}
        />
      </Box>
      <Typography variant="subtitle2" sx={{mt: 1}}>
        Context sent with the last prompt
      </Typography>
      <Box
        component="pre"
        sx={{m: 0, p: 1, maxHeight: 140, overflow: 'auto', fontSize: 12, bgcolor: 'action.hover', borderRadius: 1}}
      >
        {lastContext ?? 'Send a prompt to see it.'}
      </Box>
    </Box>
  );
}
