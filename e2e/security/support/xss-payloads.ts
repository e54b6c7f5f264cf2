// Hostile HTML for the fields the app renders as HTML (docs/product.md#entities notification texts, #plans-and-permissions CNAE
// descriptions). Each payload, if it ever ran, would set window.__xss or open a dialog; most come
// from the OWASP XSS filter-evasion cheat sheet and known DOMPurify/mXSS bypass reports.

/** What a payload does when it runs: the probe the tests look for. */
const RUN = 'window.__xss=1';

/** At least 30 payloads, each a complete field value. */
export const XSS_PAYLOADS: readonly string[] = [
  `<script>${RUN}</script>`,
  `<img src=x onerror="${RUN}">`,
  `<svg onload="${RUN}"></svg>`,
  `<svg><script>${RUN}</script></svg>`,
  `<body onload="${RUN}">`,
  `<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>`,
  `<iframe src="javascript:parent.__xss=1"></iframe>`,
  `<a href="javascript:${RUN}">clique</a>`,
  `<a href="jav&#x09;ascript:${RUN}">tab</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${RUN}">entidades</a>`,
  `<IMG SRC=JaVaScRiPt:${RUN}>`,
  `<details open ontoggle="${RUN}">x</details>`,
  `<input autofocus onfocus="${RUN}">`,
  `<select autofocus onfocus="${RUN}"></select>`,
  `<textarea autofocus onfocus="${RUN}"></textarea>`,
  `<video><source onerror="${RUN}"></video>`,
  `<audio src=x onerror="${RUN}"></audio>`,
  `<object data="javascript:${RUN}"></object>`,
  `<embed src="javascript:${RUN}">`,
  `<svg><animate onbegin="${RUN}" attributeName=x dur=1s></svg>`,
  `<marquee onstart="${RUN}">m</marquee>`,
  `<form><button formaction="javascript:${RUN}">b</button></form>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${RUN}">`,
  `<noscript><p title="</noscript><img src=x onerror=${RUN}>">`,
  `<svg><foreignObject><img src=x onerror="${RUN}"></foreignObject></svg>`,
  `"><script>${RUN}</script>`,
  `</p><img src=x onerror="${RUN}"><p>`,
  `<scr<script>ipt>${RUN}</scr</script>ipt>`,
  `<img srcset="x" onerror="${RUN}">`,
  `<meta http-equiv="refresh" content="0;url=javascript:${RUN}">`,
  `<base href="javascript:${RUN}//">`,
  `<div style="background:url(javascript:${RUN})" onmouseover="${RUN}">d</div>`,
  `<svg><a xlink:href="javascript:${RUN}"><text y=20>s</text></a></svg>`,
  `<img src=x onerror=alert(1)>`,
  `<svg/onload=confirm(1)>`,
  `<template><img src=x onerror="${RUN}"></template><img src=x onerror=prompt(1)>`,
];
