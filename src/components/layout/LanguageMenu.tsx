import { useId, useState, type MouseEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TranslateIcon from '@mui/icons-material/Translate';
import {
  changeLanguage,
  LANGUAGE_NAMES,
  LANGUAGES,
  useLanguage,
  useT,
  type Language,
} from '../../i18n';
import { layoutMessages } from '../../i18n/namespaces/layout';
import { useToast } from '../Toasts';

/**
 * The language switch of the header (SPEC §12.6). Its name says what it is in the language
 * now spoken ("Language: English", "Sprache: Deutsch"); each choice is written in its own
 * language and marked with `lang`, so a screen reader pronounces "Deutsch" as German. MUI's
 * Menu gives the keyboard behaviour: arrows move, Enter chooses, Escape closes and gives focus
 * back to the button. A catalogue that cannot be downloaded leaves the language as it was and
 * says so.
 */
export function LanguageMenu() {
  const t = useT(layoutMessages);
  const language = useLanguage();
  const showToast = useToast();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const label = t('language.button', { language: LANGUAGE_NAMES[language] });

  const choose = (chosen: Language) => {
    setAnchor(null);
    if (chosen === language) return;
    changeLanguage(chosen).catch(() => {
      showToast(t('language.failed'), { variant: 'error' });
    });
  };

  return (
    <>
      <IconButton
        id={buttonId}
        color="inherit"
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        <TranslateIcon />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {LANGUAGES.map((option) => (
          <MenuItem
            key={option}
            lang={option}
            selected={option === language}
            onClick={() => choose(option)}
          >
            {LANGUAGE_NAMES[option]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
