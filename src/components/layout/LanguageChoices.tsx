import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../i18n';

interface LanguageChoicesProps {
  id: string;
  buttonId: string;
  anchor: HTMLElement | null;
  current: Language;
  onChoose: (language: Language) => void;
  onClose: () => void;
}

/**
 * The menu of LanguageMenu, in a chunk of its own: MUI's Menu brings its popover, modal and
 * focus trap, which no page needs before someone opens it. Each choice is written in its own
 * language and marked with `lang`, so a screen reader pronounces "Deutsch" as German. Menu
 * gives the keyboard behaviour: arrows move, Enter chooses, Escape closes and gives focus back.
 */
export default function LanguageChoices({
  id,
  buttonId,
  anchor,
  current,
  onChoose,
  onClose,
}: LanguageChoicesProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': buttonId } }}
    >
      {LANGUAGES.map((option) => (
        <MenuItem
          key={option}
          lang={option}
          selected={option === current}
          onClick={() => onChoose(option)}
        >
          {LANGUAGE_NAMES[option]}
        </MenuItem>
      ))}
    </Menu>
  );
}
