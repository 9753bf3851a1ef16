/**
 * The measurements the layout audit takes inside the page. Both functions are handed to
 * page.evaluate, so each is self-contained: no imports, no helpers from outside its own body.
 */

export interface RawFinding {
  rule:
    'sideways-scroll' | 'clipped-text' | 'broken-word' | 'text-size' | 'covered' | 'target-size';
  role: string;
  name: string;
  text: string;
  value: string;
}

export interface StepLimits {
  minFontPx: number;
  maxFontPx: number;
  minTargetPx: number;
}

/**
 * What is still in motion on the screen, as a list of reasons (empty when settled): the server's
 * first view, busy regions, skeletons, controls still moving, and (for a screenshot) images still
 * loading in the viewport. Waits for the fonts and for finite animations and transitions to end
 * first; controls are compared over two frames. `stalled` says that one of those waits did not end
 * within 5 s, and the reasons name it.
 */
export async function pendingOnScreen(
  waitForImages: boolean,
): Promise<{ reasons: string; stalled: boolean }> {
  // Every wait is bounded and named: a wait that never ends is reported as the reason the screen
  // never settled, instead of holding the walk until the test's timeout says nothing of why.
  const stalls: string[] = [];
  const within = async (what: string, promise: Promise<unknown>) => {
    let timer = 0;
    const stalled = new Promise<void>((resolve) => {
      timer = window.setTimeout(() => {
        stalls.push(what);
        resolve();
      }, 5000);
    });
    await Promise.race([promise.catch(() => undefined), stalled]);
    window.clearTimeout(timer);
  };
  const describe = (element: Element | null | undefined) =>
    !element
      ? 'no element'
      : `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${[...element.classList].map((name) => `.${name}`).join('')}`;
  await within('fonts loading for 5 s', document.fonts.ready);
  const finite = document.getAnimations().filter((animation) => {
    const end = animation.effect?.getComputedTiming().endTime;
    return animation.playState === 'running' && typeof end === 'number' && Number.isFinite(end);
  });
  await Promise.all(
    finite.map((animation) => {
      const name =
        animation instanceof CSSAnimation
          ? animation.animationName
          : animation instanceof CSSTransition
            ? animation.transitionProperty
            : animation.id;
      return within(
        `animation ${name} on ${describe((animation.effect as KeyframeEffect | null)?.target)} unfinished after 5 s`,
        animation.finished,
      );
    }),
  );
  const inView = (element: Element) => {
    const rect = element.getBoundingClientRect();
    return (
      rect.width > 0 &&
      rect.height > 0 &&
      rect.bottom > 0 &&
      rect.top < innerHeight &&
      rect.right > 0 &&
      rect.left < innerWidth &&
      element.checkVisibility({ visibilityProperty: true })
    );
  };
  const reasons: string[] = [];
  // Script-driven motion (a carousel sliding to its next banner) is no animation the page lists:
  // the controls in view must stand where they stood two frames before.
  // What an endless CSS animation moves (a marquee) never stands still and is left out.
  const endless = document
    .getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().endTime === Infinity)
    .map((animation) => (animation.effect as KeyframeEffect | null)?.target)
    .filter((target): target is Element => target instanceof Element);
  const places = () =>
    [...document.querySelectorAll('a[href], button, [role="button"], [role="tab"]')]
      .filter((element) => inView(element) && !endless.some((target) => target.contains(element)))
      .map((element) => {
        const rect = element.getBoundingClientRect();
        return `${Math.round(rect.left)},${Math.round(rect.top)}`;
      })
      .join(' ');
  const before = places();
  await within(
    `no frame painted in 5 s (page ${document.visibilityState})`,
    new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  if (places() !== before) reasons.push('controls moving');
  if (document.querySelector('.first-view')) reasons.push('first view');
  const busy = [...document.querySelectorAll('[aria-busy="true"]')].filter(inView).length;
  if (busy) reasons.push(`${busy} busy`);
  const skeletons = [...document.querySelectorAll('[data-skeleton]')].filter(inView).length;
  if (skeletons) reasons.push(`${skeletons} skeletons`);
  // A picture in view counts until it is loaded and decoded (pictures decode off the main thread
  // and would be blank in the screenshot); a lazy one not yet asked for counts too.
  const pictures = !waitForImages
    ? []
    : [...document.images].filter((image) => image.getAttribute('src') && inView(image));
  const loading = pictures.filter((image) => !image.complete).length;
  if (loading) reasons.push(`${loading} images loading`);
  else
    await Promise.all(
      pictures.map((image) =>
        within(`picture ${image.currentSrc} not decoded after 5 s`, image.decode()),
      ),
    );
  return { reasons: [...reasons, ...stalls].join(', '), stalled: stalls.length > 0 };
}

/**
 * Scrolls from the top to the end of the page a viewport at a time, up to `steps` stops, waiting
 * two frames at each, and back to the top: the sections that load when they come within 400 px of
 * the viewport, and the next page of a long list, are asked for on the way. Sections pass with
 * their placeholders' height, so one pass asks for all of them; the caller waits for the answers.
 */
export async function revealAll(steps: number): Promise<number> {
  // Two frames, or 5 s without one: the settling that follows names a page that paints no frames.
  const frames = () =>
    new Promise((resolve) => {
      window.setTimeout(resolve, 5000);
      requestAnimationFrame(() => requestAnimationFrame(resolve));
    });
  let step = 0;
  for (; step < steps; step += 1) {
    const bottom = document.documentElement.scrollHeight - innerHeight;
    if (scrollY >= bottom - 1) break;
    window.scrollTo({ top: Math.min(scrollY + innerHeight, bottom), behavior: 'instant' });
    await frames();
  }
  window.scrollTo({ top: 0, behavior: 'instant' });
  return step;
}

/**
 * Audits the whole document in one pass, from the top of the page (the caller scrolls there and
 * waits for it to settle; everything that loads on the way down has been revealed before). Every
 * rule but "covered" is a matter of layout, the same at every scroll position, so it is measured
 * on every element of the document at once, visible or not yet scrolled to. "Covered" needs hit
 * testing: see there. The page is left at the top.
 *
 * Content the browser skips off screen (`content-visibility: auto`: the lobby's sections and the
 * cards of its rows) is measured as it is drawn once in sight, not as its stand-in: a row whose
 * games arrived after the walk had passed it was never drawn, and its list then measured 1 px tall,
 * its hearts 1 px strips that no player ever sees. So the measurement draws everything for as long
 * as it measures, and gives the page back as it was. It sets each element's own style through the
 * CSSOM: the site's content security policy refuses a style sheet added to the page.
 */
export function auditDocument(limits: StepLimits): RawFinding[] {
  type Rect = { left: number; top: number; right: number; bottom: number };
  const skipping = [...document.querySelectorAll<HTMLElement | SVGElement>('*')].filter(
    (element) => getComputedStyle(element).contentVisibility === 'auto',
  );
  const ownSetting = skipping.map(
    (element) =>
      [
        element.style.getPropertyValue('content-visibility'),
        element.style.getPropertyPriority('content-visibility'),
      ] as const,
  );
  for (const element of skipping)
    element.style.setProperty('content-visibility', 'visible', 'important');
  const reported = new Map<Element, Set<string>>();
  const findings: RawFinding[] = [];
  const width = document.documentElement.clientWidth;
  const height = innerHeight;
  window.scrollTo({ top: 0, behavior: 'instant' });
  const pageHeight = Math.max(document.documentElement.scrollHeight, height);
  const maxScroll = pageHeight - height;

  const TARGETS =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="menuitem"], [role="option"], [tabindex]:not([tabindex="-1"])';
  const TEXT_CONTROLS =
    'a[href], button, h1, h2, h3, h4, h5, h6, summary, [role="heading"], [role="button"], [role="link"], [role="tab"], [role="menuitem"]';

  const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const roleOf = (element: Element): string => {
    const explicit = element.getAttribute('role');
    if (explicit) return explicit;
    const tag = element.tagName.toLowerCase();
    if (tag === 'a') return 'link';
    if (/^h[1-6]$/.test(tag)) return 'heading';
    if (tag === 'input') {
      const type = (element as HTMLInputElement).type;
      return type === 'checkbox' || type === 'radio'
        ? type
        : type === 'search'
          ? 'searchbox'
          : 'textbox';
    }
    if (tag === 'select') return 'combobox';
    if (tag === 'textarea') return 'textbox';
    return tag;
  };
  const nameOf = (element: Element): string => {
    const label = element.getAttribute('aria-label');
    if (label) return clean(label);
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy)
      return clean(
        labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent)
          .join(' '),
      );
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length)
      return clean([...labels].map((item) => item.textContent).join(' '));
    const text = clean(element.textContent);
    if (text) return text.slice(0, 60);
    const image = element.querySelector('img[alt]');
    return clean(
      image?.getAttribute('alt') ??
        element.getAttribute('title') ??
        element.getAttribute('placeholder'),
    ).slice(0, 60);
  };
  const report = (element: Element, rule: RawFinding['rule'], value: string, key = '') => {
    const seen = reported.get(element) ?? new Set<string>();
    if (seen.has(rule + key)) return;
    seen.add(rule + key);
    reported.set(element, seen);
    const page = element === document.documentElement;
    const name = page ? 'the page' : nameOf(element);
    const text = page ? '' : clean(element.textContent).slice(0, 60);
    findings.push({
      rule,
      role: page ? 'document' : roleOf(element),
      name,
      text: text === name ? '' : text,
      value,
    });
  };
  const intersect = (a: Rect, b: Rect): Rect => ({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  });
  const empty = (rect: Rect) => rect.right - rect.left < 1 || rect.bottom - rect.top < 1;
  const clips = (style: CSSStyleDeclaration) =>
    style.overflowX !== 'visible' || style.overflowY !== 'visible';
  const positioned = (style: CSSStyleDeclaration) =>
    style.position === 'fixed' || style.position === 'sticky';

  /**
   * The part of an element that can be seen at some scroll position: its box cut by the page's
   * extent and by every clipping ancestor, and by the viewport when it floats (a fixed element
   * never scrolls into view).
   */
  const pageBox = { left: 0, top: 0, right: width, bottom: pageHeight };
  const view = { left: 0, top: 0, right: width, bottom: height };
  const visibleRect = (element: Element): Rect | null => {
    const box = element.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) return null;
    let rect: Rect = intersect(box, pageBox);
    if (
      empty(rect) ||
      !element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    )
      return null;
    for (
      let node: Element | null = element;
      node && node !== document.body;
      node = node.parentElement
    ) {
      const style = getComputedStyle(node);
      if (node !== element && clips(style)) rect = intersect(rect, node.getBoundingClientRect());
      if (style.position === 'fixed') {
        rect = intersect(rect, view);
        break;
      }
    }
    return empty(rect) ? null : rect;
  };
  /** Text a sighted player cannot see: screen-reader-only copies are clipped to a pixel. */
  const hiddenText = (element: Element) => {
    const style = getComputedStyle(element);
    return style.clip !== 'auto' || style.clipPath !== 'none' || element.closest('svg') !== null;
  };

  // The open modal, when there is one, is the screen: what lies under its backdrop is audited on its own route.
  const modal = [...document.querySelectorAll('[aria-modal="true"], dialog[open]')]
    .filter((element) => visibleRect(element) !== null)
    .pop();
  const scope: ParentNode = modal ?? document;
  const live = (element: Element) => !element.closest('[inert]');

  // 1. Sideways scrolling of the document.
  const scrollWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
  if (scrollWidth > width)
    report(
      document.documentElement,
      'sideways-scroll',
      `document ${scrollWidth} px wide in a ${width} px viewport`,
    );

  // 2 and 3. Clipped text and words broken over two lines, in links, buttons, headings and tabs.
  const textNodes = (root: Element) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (clean(node.textContent)) nodes.push(node as Text);
    return nodes;
  };
  const lineCount = (rects: DOMRect[]) => {
    const centres = rects
      .filter((rect) => rect.width > 0 && rect.height > 0)
      .map((rect) => ({ y: rect.top + rect.height / 2, h: rect.height }))
      .sort((a, b) => a.y - b.y);
    let lines = centres.length ? 1 : 0;
    for (let index = 1; index < centres.length; index += 1)
      if (centres[index]!.y - centres[index - 1]!.y > centres[index - 1]!.h / 2) lines += 1;
    return lines;
  };
  const range = document.createRange();
  for (const control of [...scope.querySelectorAll(TEXT_CONTROLS)].filter(live)) {
    if (!visibleRect(control)) continue;
    for (const node of textNodes(control)) {
      const parent = node.parentElement;
      if (!parent || hiddenText(parent) || !visibleRect(parent)) continue;
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
      if (!rects.length) continue;
      const text = {
        left: Math.min(...rects.map((rect) => rect.left)),
        right: Math.max(...rects.map((rect) => rect.right)),
      };
      // Clipped: the text reaches past a box between it and the control that cuts overflow, or past the control itself.
      let clipped = '';
      for (
        let box: Element | null = parent;
        box && !clipped;
        box = box === control ? null : box.parentElement
      ) {
        const style = getComputedStyle(box);
        const edge = box.getBoundingClientRect();
        const cut = box === control || style.overflowX !== 'visible';
        if (cut && (text.right > edge.right + 1 || text.left < edge.left - 1))
          clipped = `text ${Math.round(text.right - text.left)} px wide in a ${Math.round(edge.width)} px box`;
        else if (
          style.textOverflow === 'ellipsis' &&
          box instanceof HTMLElement &&
          box.scrollWidth > box.clientWidth + 1
        )
          clipped = `ellipsis: ${box.scrollWidth} px of text in ${box.clientWidth} px`;
        else if (
          style.overflowY !== 'visible' &&
          box instanceof HTMLElement &&
          box.scrollHeight > box.clientHeight + 1 &&
          style.overflowY !== 'auto' &&
          style.overflowY !== 'scroll'
        ) {
          const clamp = style.getPropertyValue('-webkit-line-clamp');
          clipped = `${clamp && clamp !== 'none' ? `clamped to ${clamp} lines` : 'lines cut'}: ${box.scrollHeight} px of text in ${box.clientHeight} px`;
        }
      }
      if (clipped) report(control, 'clipped-text', clipped);
      // Words: a run between spaces, hyphens, slashes and dashes, where a line may break. Measuring the
      // whole word as one range keeps a Bengali conjunct (consonant + virama + consonant) in one piece.
      const content = node.textContent ?? '';
      for (const match of content.matchAll(/[^\s\-/–—]{2,}/gu)) {
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = lineCount([...range.getClientRects()]);
        if (lines > 1)
          report(control, 'broken-word', `"${match[0]}" over ${lines} lines`, match[0]);
      }
    }
  }

  // 4. Text size: every visible text of the page, and the text of fields.
  const walker = document.createTreeWalker(modal ?? document.body, NodeFilter.SHOW_TEXT);
  const sized = new Set<Element>();
  const texts: { parent: Element; node: Node; rects: Rect[] }[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (
      !parent ||
      sized.has(parent) ||
      !clean(node.textContent) ||
      parent.closest('script, style, noscript, template')
    )
      continue;
    sized.add(parent);
    if (!live(parent) || hiddenText(parent) || !visibleRect(parent)) continue;
    range.selectNodeContents(node);
    // Cut to what its clipping boxes show: a marquee's text runs on far past its window.
    const shown = visibleRect(parent);
    const rects = shown
      ? [...range.getClientRects()]
          .map((rect) => intersect(rect, shown))
          .filter((rect) => !empty(rect))
      : [];
    if (!rects.length) continue;
    texts.push({ parent, node, rects });
    const size = parseFloat(getComputedStyle(parent).fontSize);
    if (size > limits.maxFontPx || size < limits.minFontPx)
      report(parent, 'text-size', `${size} px`);
  }
  for (const field of [
    ...scope.querySelectorAll(
      'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), select, textarea',
    ),
  ].filter(live)) {
    if (!visibleRect(field)) continue;
    const size = parseFloat(getComputedStyle(field).fontSize);
    if (size > limits.maxFontPx || size < limits.minFontPx)
      report(field, 'text-size', `${size} px`);
  }

  // 5 and 6. Controls: covered at their centre, and their hit area.
  const targets = [...scope.querySelectorAll(TARGETS)].filter(
    (element) => live(element) && getComputedStyle(element).pointerEvents !== 'none',
  );
  const hitRects = new Map<Element, Rect>();
  for (const target of targets) {
    let rect = visibleRect(target);
    for (const label of [...((target as HTMLInputElement).labels ?? [])]) {
      const around = visibleRect(label);
      if (around)
        rect = rect
          ? {
              left: Math.min(rect.left, around.left),
              top: Math.min(rect.top, around.top),
              right: Math.max(rect.right, around.right),
              bottom: Math.max(rect.bottom, around.bottom),
            }
          : around;
    }
    if (rect) hitRects.set(target, rect);
  }
  const layers = new Map<Element, Element | null>();
  /** The outermost fixed or sticky element around an element (itself included): its layer. */
  const positionedAncestor = (element: Element | null): Element | null => {
    if (!element) return null;
    if (!layers.has(element)) {
      const outer = positionedAncestor(element.parentElement);
      layers.set(element, outer ?? (positioned(getComputedStyle(element)) ? element : null));
    }
    return layers.get(element)!;
  };
  const describe = (element: Element) =>
    `${roleOf(element)} "${nameOf(element) || (element.className && String(element.className).split(' ')[0]) || element.tagName.toLowerCase()}"`;
  const labelOf = (target: Element, hit: Element) =>
    [...((target as HTMLInputElement).labels ?? [])].some((label) => label.contains(hit));
  /** What is on top at a point of the viewport, judged for a control: null when the control itself (or its label) is. */
  const onTop = (
    target: Element,
    x: number,
    y: number,
  ): { cover: Element | null; control: Element | null } | null => {
    const hit = document.elementFromPoint(x, y);
    if (!hit || target.contains(hit) || hit.contains(target) || labelOf(target, hit)) return null;
    const control = hit.closest(TARGETS);
    return {
      cover: positionedAncestor(hit),
      control: control && control !== target && !control.contains(target) ? control : null,
    };
  };
  // The floating layer: which fixed element (header, tab bar, their tabs, the service handle) is
  // on top at a point of the viewport. Fixed elements stand still while the page scrolls, so this
  // is hit-tested once, at the top of the page, and remembered per point.
  const floating = new Map<string, Element | null>();
  const floatAt = (x: number, y: number) => {
    const key = `${x},${y}`;
    if (!floating.has(key)) floating.set(key, positionedAncestor(document.elementFromPoint(x, y)));
    return floating.get(key)!;
  };
  /** Scroll positions to revisit: a control's centre brought to a viewport height, grouped by scroll offset. */
  const visits = new Map<
    number,
    { target: Element; x: number; y: number; everywhere: Element | null }[]
  >();
  for (const [target, rect] of hitRects) {
    const x = Math.round((rect.left + rect.right) / 2);
    const centre = (rect.top + rect.bottom) / 2;
    const own = positionedAncestor(target);
    if (own) {
      // A control on the floating layer stands where it is: another floating element or control
      // on its centre covers it.
      const top = onTop(target, x, centre);
      if (top?.cover && top.cover !== own && !top.cover.contains(target))
        report(target, 'covered', `by floating ${describe(top.control ?? top.cover)}`);
      else if (top?.control) report(target, 'covered', `by ${describe(top.control)}`);
      continue;
    }
    // A control of the page can bring its centre to any viewport height between centre − maxScroll
    // and centre. Content scrolls under the header and the tab bar by design, and under a floating
    // handle in passing: the control is covered only when every height it can reach lies under a
    // floating element (the page keeps no room for it). Searched from the middle of the reachable
    // band outwards, in 2 px steps; its own height (no scrolling) first.
    const low = Math.max(0, Math.ceil(centre - maxScroll));
    const high = Math.min(height - 1, Math.floor(centre));
    if (low > high) continue;
    const middle = Math.round((low + high) / 2);
    const heights = centre >= low && centre <= high ? [Math.round(centre)] : [];
    for (let offset = 0; middle - offset >= low || middle + offset <= high; offset += 2) {
      if (middle + offset <= high) heights.push(middle + offset);
      if (offset && middle - offset >= low) heights.push(middle - offset);
    }
    const free = heights.find((y) => !floatAt(x, y));
    const y = free ?? middle;
    const scroll = Math.round(centre - y);
    const group = visits.get(scroll) ?? [];
    group.push({ target, x, y, everywhere: free === undefined ? floatAt(x, middle) : null });
    visits.set(scroll, group);
  }
  // At its chosen height, the control is hit-tested in place: the page scrolls synchronously and
  // nothing of the app runs between the scroll and the hit test.
  for (const [scroll, group] of [...visits].sort(([a], [b]) => a - b)) {
    window.scrollTo({ top: scroll, behavior: 'instant' });
    for (const { target, x, y, everywhere } of group) {
      const top = onTop(target, x, y);
      if (!top) continue; // the control is painted above whatever floats there
      if (everywhere)
        report(
          target,
          'covered',
          `under ${describe(top.cover ?? everywhere)} at every scroll position`,
        );
      else if (top.cover)
        report(target, 'covered', `by floating ${describe(top.control ?? top.cover)}`);
      else if (top.control) report(target, 'covered', `by ${describe(top.control)}`);
    }
  }
  window.scrollTo({ top: 0, behavior: 'instant' });
  // A control drawn over (or under) another element's text on the same layer, like an icon button on
  // a balance: the text is partly hidden, whichever of the two is painted on top.
  for (const [target] of hitRects) {
    const own = visibleRect(target);
    if (!own) continue;
    const layer = positionedAncestor(target);
    const labels = [...((target as HTMLInputElement).labels ?? [])];
    for (const { parent, node, rects } of texts) {
      // Text of another control is a control on a control: the centre rule above judges that.
      if (
        target.contains(node) ||
        labels.some((label) => label.contains(node)) ||
        parent.closest(TARGETS) ||
        positionedAncestor(parent) !== layer
      )
        continue;
      const hit = rects.find((rect) => {
        const overlap = intersect(own, rect);
        return overlap.right - overlap.left >= 4 && overlap.bottom - overlap.top >= 4;
      });
      if (hit) {
        const words = clean(node.textContent).slice(0, 40);
        report(target, 'covered', `overlaps the text "${words}"`, `text:${words}`);
        break;
      }
    }
  }
  // Spacing, as WCAG 2.2's target-size exception but with the site's 40 px minimum instead of
  // 24 px: a control smaller than 40 × 40 passes when a 40 px circle on its centre meets no other
  // control and no other small control's circle. Links inside running text are exempt (WCAG's
  // "inline" exception), and so are a control and the control it sits in.
  const radius = limits.minTargetPx / 2;
  const small = (rect: Rect) =>
    rect.right - rect.left < limits.minTargetPx || rect.bottom - rect.top < limits.minTargetPx;
  const centre = (rect: Rect) => ({
    x: (rect.left + rect.right) / 2,
    y: (rect.top + rect.bottom) / 2,
  });
  const inline = (element: Element) => {
    if (getComputedStyle(element).display !== 'inline') return false;
    const block = element.parentElement;
    return (
      !!block &&
      [...block.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && clean(node.textContent) !== '',
      )
    );
  };
  // A control carried by an endless animation (a marquee headline) stands anywhere in its window
  // from one moment to the next: it is measured as its window, the box that clips what it carries.
  const endless = document
    .getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().endTime === Infinity)
    .map((animation) => (animation.effect as KeyframeEffect | null)?.target)
    .filter((target): target is Element => target instanceof Element);
  const carrierOf = (element: Element) =>
    endless.find((target) => target.contains(element)) ?? null;
  const windowOf = (carrier: Element): Rect | null => {
    for (
      let node = carrier.parentElement;
      node && node !== document.body;
      node = node.parentElement
    )
      if (clips(getComputedStyle(node))) return visibleRect(node);
    return null;
  };
  const places = new Map<
    Element,
    { rect: Rect; whole: boolean; carrier: Element | null; layer: Element | null; inline: boolean }
  >();
  for (const [target, rect] of hitRects) {
    const carrier = carrierOf(target);
    const frame = carrier ? windowOf(carrier) : null;
    // Measured only when the whole control is in sight: a tile cut by the screen edge or by its
    // scrolling row is not small, only partly shown.
    const box = target.getBoundingClientRect();
    const whole =
      !!frame ||
      (Math.abs(box.left - rect.left) < 1 &&
        Math.abs(box.right - rect.right) < 1 &&
        Math.abs(box.top - rect.top) < 1 &&
        Math.abs(box.bottom - rect.bottom) < 1);
    places.set(target, {
      rect: frame ?? rect,
      whole,
      carrier,
      layer: positionedAncestor(target),
      inline: inline(target),
    });
  }
  for (const [target, place] of places) {
    const { rect } = place;
    if (!place.whole || !small(rect) || place.inline) continue;
    const middle = centre(rect);
    let neighbour: Element | null = null;
    for (const [other, otherPlace] of places) {
      if (other === target || other.contains(target) || target.contains(other)) continue;
      // Headlines of one marquee share their window: they are one strip for the finger.
      if (place.carrier && otherPlace.carrier === place.carrier) continue;
      // Controls of different layers (a bar and the content scrolling under it) never sit side by
      // side for a finger; a floating element on a control is the covered rule's finding.
      if (otherPlace.layer !== place.layer) continue;
      const box = otherPlace.rect;
      const nearX = Math.max(box.left, Math.min(middle.x, box.right));
      const nearY = Math.max(box.top, Math.min(middle.y, box.bottom));
      const meetsBox = Math.hypot(middle.x - nearX, middle.y - nearY) < radius;
      const otherMiddle = centre(box);
      const meetsCircle =
        small(box) &&
        !otherPlace.inline &&
        Math.hypot(middle.x - otherMiddle.x, middle.y - otherMiddle.y) < 2 * radius;
      if (meetsBox || meetsCircle) {
        neighbour = other;
        break;
      }
    }
    if (neighbour)
      report(
        target,
        'target-size',
        `${Math.round(rect.right - rect.left)}×${Math.round(rect.bottom - rect.top)} px${place.carrier ? ' (its window)' : ''}, ${describe(neighbour)} within ${radius} px of its centre`,
      );
  }
  skipping.forEach((element, index) => {
    const [value, priority] = ownSetting[index]!;
    if (value) element.style.setProperty('content-visibility', value, priority);
    else element.style.removeProperty('content-visibility');
  });
  return findings;
}
