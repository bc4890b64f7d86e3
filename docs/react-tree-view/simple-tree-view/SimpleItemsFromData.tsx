import * as React from 'react';
import Box from '@mui/material/Box';
import {SimpleTreeView, TreeItem} from '@mui/x-tree-view';

type Chapter = {id: string; title: string; sections: {id: string; title: string}[]};

const CHAPTERS: Chapter[] = [
  {
    id: 'ch-1',
    title: 'Getting started',
    sections: [
      {id: 'ch-1-install', title: 'Installation'},
      {id: 'ch-1-first-app', title: 'Your first app'},
    ],
  },
  {
    id: 'ch-2',
    title: 'Advanced usage',
    sections: [
      {id: 'ch-2-theming', title: 'Theming'},
      {id: 'ch-2-testing', title: 'Testing'},
    ],
  },
  {id: 'ch-3', title: 'Glossary', sections: []},
];

export default function SimpleItemsFromData() {
  return (
    <Box sx={{minHeight: 220, minWidth: 250}}>
      <SimpleTreeView aria-label="User guide" defaultExpandedItems={['guide']}>
        <TreeItem itemId="guide" label="User guide">
          {CHAPTERS.map((chapter) => (
            <TreeItem key={chapter.id} itemId={chapter.id} label={chapter.title}>
              {chapter.sections.map((section) => (
                <TreeItem key={section.id} itemId={section.id} label={section.title} />
              ))}
            </TreeItem>
          ))}
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
