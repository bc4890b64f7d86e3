import React, {type ReactNode} from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type {CodeStyling} from '@site/src/settings/codeStyling';
import DocsThemeProvider from '@site/src/settings/DocsThemeProvider';

type Props = {
  anchor: HTMLElement | null;
  demoName: string;
  stylings: CodeStyling[];
  styling: CodeStyling;
  labelOf: (styling: CodeStyling) => string;
  onPick: (styling: CodeStyling) => void;
  onClose: () => void;
};

/** The styling menu of a demo's toolbar; loaded the first time a reader opens it. */
export default function StylingMenu({anchor, demoName, stylings, styling, labelOf, onPick, onClose}: Props): ReactNode {
  return (
    <DocsThemeProvider>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
        {stylings.map((option) => (
          <MenuItem
            key={option}
            selected={option === styling}
            data-ga-event-category="demo"
            data-ga-event-action={`code-styling-${option}`}
            data-ga-event-label={demoName}
            onClick={() => onPick(option)}
          >
            {labelOf(option)}
          </MenuItem>
        ))}
      </Menu>
    </DocsThemeProvider>
  );
}
