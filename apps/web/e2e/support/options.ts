import { expect, type Locator } from '@playwright/test';

/**
 * Picks an option of an open list (a select's menu, a search's suggestions). A select's menu grows
 * out of its field; on a loaded machine a click came while it was still growing, pressed on one
 * place of the list and released on another, and nothing was chosen (the menu stayed open on its
 * old value). So the click waits until nothing in the list's layer is moving.
 */
export async function chooseOption(option: Locator): Promise<void> {
  await option.waitFor();
  await expect
    .poll(() =>
      option.evaluate((element) => {
        const layer = element.closest('.MuiPopover-root, .MuiPopper-root, [role="presentation"]') ?? element.parentElement ?? element;
        return layer.getAnimations({ subtree: true }).filter((animation) => animation.playState === 'running').length;
      }),
    )
    .toBe(0);
  await option.click();
}
