import { expect, expectNoA11yViolations, test } from '../fixtures';
import { settleAnimations } from '../fixtures/a11y';

/**
 * The accessibility check itself. axe measures colours as they are at that moment, so text that is
 * still fading in has too little contrast. The check must wait for animations that end (a dialog
 * opening) before it measures, and must not wait for ones that never end (a spinner).
 */

const FADING_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <title>Fading text</title>
    <style>
      @keyframes fade-in { from { opacity: 0; } }
      @keyframes turn { to { transform: rotate(360deg); } }
      .fading { animation: fade-in 1200ms linear paused; }
      .spinner { animation: turn 1s linear infinite; display: inline-block; }
    </style>
  </head>
  <body>
    <main>
      <h1>Fading text</h1>
      <p class="fading" style="color: #334155">This sentence fades in over a second.</p>
      <span class="spinner" aria-hidden="true">◌</span>
    </main>
  </body>
</html>`;

test(
  'measures contrast after a fade-in has ended, not halfway through it',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await page.setContent(FADING_PAGE);
    // Before and during the fade the text is pale: a check that did not wait would fail here. The fade
    // is held at its start until now (a busy machine once took longer than the fade to get here).
    const opacity = await page.locator('.fading').evaluate((element) => Number(getComputedStyle(element).opacity));
    expect(opacity).toBeLessThan(0.9);
    await page
      .locator('.fading')
      .evaluate((element) => ((element as HTMLElement).style.animationPlayState = 'running'));

    // It waits for the fade (1.2 s) to end, and does not count the endless spinner: waiting for that
    // would run into the time limit instead. (Not a wall-clock figure: on a busy machine axe itself
    // takes seconds.)
    expect(await settleAnimations(page)).toBe('ended');
    await expectNoA11yViolations(page);
    expect(await page.locator('.fading').evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  },
);
