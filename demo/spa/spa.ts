/**
 * The routed section's router: `/spa/`, `/spa/about` and `/spa/help`, switched with
 * `history.pushState` and `popstate`, never by loading a page. Every route draws the header bar
 * again, with a new counter element; the widget follows the route changes on its own (its
 * patched `pushState` and `popstate`): it stands down on `/spa/help` (in `disableUrls`), comes back
 * on the other routes, and writes the count into the new `#cart-count`.
 */

type Child = Node | string;

function h(tag: string, attributes: Record<string, string> = {}, ...children: Child[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

interface Route {
  title: string;
  /** Whether the widget is in `disableUrls` here: the bar then says so instead of showing the toggle. */
  cartOff?: boolean;
  content: () => Child[];
}

const code = (text: string) => h('code', {}, text);

/** A few products of the sandbox shop; their links are intercepted by the widget (`interceptProductLinks`). */
const PRODUCTS = [
  {
    id: 230,
    name: 'Brewing Guide (eBook)',
    kind: 'One-time, digital',
    text: 'A PDF guide to better coffee at home.',
  },
  { id: 210, name: 'Paper Filters', kind: 'One-time', text: '100 unbleached filters.' },
  {
    id: 200,
    name: 'Ceramic Mug',
    kind: 'One-time, two colours',
    text: 'A 350 ml stoneware mug: pick a colour.',
  },
];

const ROUTES: Record<string, Route> = {
  '/spa/': {
    title: 'Products',
    content: () => [
      h(
        'p',
        { class: 'explain' },
        'Each "Add to cart" is a plain link to ',
        code('/checkout/add/{id}'),
        '. The widget catches the click and adds the product without leaving the page; the count in the header follows.',
      ),
      h(
        'ul',
        { class: 'grid', 'aria-label': 'Products' },
        ...PRODUCTS.map((product) =>
          h(
            'li',
            { class: 'card' },
            h('h3', {}, product.name),
            h('p', { class: 'kind' }, product.kind),
            h('p', {}, product.text),
            h('a', { class: 'add', href: `/checkout/add/${product.id}` }, 'Add to cart'),
          ),
        ),
      ),
    ],
  },
  '/spa/about': {
    title: 'About this section',
    content: () => [
      h(
        'p',
        { class: 'explain' },
        'This section is one page, ',
        code('demo/spa/index.html'),
        ', with a small router (',
        code('demo/spa/spa.ts'),
        '). Links between its routes call ',
        code('history.pushState'),
        ', the back and forward buttons fire ',
        code('popstate'),
        ', and every route draws the header bar again, counter included.',
      ),
      h(
        'p',
        { class: 'explain' },
        'The widget patches ',
        code('pushState'),
        ' and ',
        code('replaceState'),
        ' and listens to ',
        code('popstate'),
        ', so after each route change it checks ',
        code('disableUrls'),
        ' again and writes the count into the new ',
        code('cartCounterEl'),
        '. A direct load or a reload of any route serves this same page.',
      ),
    ],
  },
  '/spa/help': {
    title: 'Help',
    cartOff: true,
    content: () => [
      h(
        'p',
        { class: 'explain' },
        'This route is in the page\u2019s ',
        code("disableUrls: ['/help', '/spa/help']"),
        ', so the widget stands down here: no cart button, no drawer, and ',
        code('svcCart.open()'),
        ' does nothing. It was not reloaded: go back to ',
        h('a', { href: '/spa/' }, 'Products'),
        ' and it is there again, with the same cart.',
      ),
    ],
  },
};

const NOT_FOUND: Route = {
  title: 'Not found',
  content: () => [
    h(
      'p',
      { class: 'explain' },
      'There is no such route in this section. ',
      h('a', { href: '/spa/' }, 'See the products'),
      '.',
    ),
  ],
};

/** `/spa`, `/spa/`, `/SPA/About/` → the route's key. */
function routeKey(pathname: string): string {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return path === '/spa' ? '/spa/' : path;
}

const isSectionPath = (pathname: string) => /^\/spa(\/|$)/i.test(pathname);

const bar = document.querySelector<HTMLElement>('#site-bar')!;
const outlet = document.querySelector<HTMLElement>('#route')!;
/** The count shown last, so a redrawn bar does not flash 0 before the widget writes it again. */
let lastCount = '0';

function drawBar(route: Route): void {
  const counter = document.querySelector('#cart-count');
  if (counter?.textContent) lastCount = counter.textContent;
  const end = route.cartOff
    ? h('span', { class: 'cart-off' }, 'The cart is off on this route')
    : h(
        'button',
        { type: 'button', class: 'cart-toggle', id: 'cart-toggle' },
        'Cart (',
        h('span', { id: 'cart-count', 'aria-live': 'polite' }, lastCount),
        ')',
      );
  bar.replaceChildren(h('h1', {}, 'Routed section'), end);
}

function render(focus: boolean): void {
  const key = routeKey(location.pathname);
  const route = ROUTES[key] ?? NOT_FOUND;
  drawBar(route);
  const heading = h('h2', { class: 'section route-heading', tabindex: '-1' }, route.title);
  outlet.replaceChildren(heading, ...route.content());
  for (const link of document.querySelectorAll<HTMLAnchorElement>('.section-nav a')) {
    if (routeKey(new URL(link.href).pathname) === key) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
  document.title = `${route.title} · Routed section · svc demo`;
  if (focus) heading.focus();
}

/** Links inside the section change the route; everything else (other pages, product links) is left alone. */
document.addEventListener('click', (event) => {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event
    .composedPath()
    .find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement);
  if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
  const url = new URL(link.href);
  if (url.origin !== location.origin || !isSectionPath(url.pathname)) return;
  event.preventDefault();
  if (url.pathname + url.search !== location.pathname + location.search) {
    history.pushState(null, '', url.pathname + url.search);
    window.scrollTo(0, 0);
  }
  render(true);
});

window.addEventListener('popstate', () => render(false));

render(false);
